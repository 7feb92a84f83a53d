import type { Router } from '../core/router';

export function registerProfile(_router: Router): void {}
