import type { Router } from '../core/router';

export function registerCompanies(_router: Router): void {}
