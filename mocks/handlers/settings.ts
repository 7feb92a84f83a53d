import type { Router } from '../core/router';

export function registerSettings(_router: Router): void {}
