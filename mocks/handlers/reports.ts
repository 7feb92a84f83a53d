import type { Router } from '../core/router';

export function registerReports(_router: Router): void {}
