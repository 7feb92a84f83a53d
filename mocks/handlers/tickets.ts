import type { Router } from '../core/router';

export function registerTickets(_router: Router): void {}
