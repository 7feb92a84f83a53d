import type { Router } from '../core/router';

export function registerUsers(_router: Router): void {}
