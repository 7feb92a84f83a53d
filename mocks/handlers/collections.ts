import type { Router } from '../core/router';

export function registerCollections(_router: Router): void {}
