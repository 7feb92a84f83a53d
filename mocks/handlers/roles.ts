import type { Router } from '../core/router';

export function registerRoles(_router: Router): void {}
