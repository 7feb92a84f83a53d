import type { Router } from '../core/router';

export function registerPayments(_router: Router): void {}
