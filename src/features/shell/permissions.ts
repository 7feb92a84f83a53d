/** The shell's permission helpers; they live in src/lib/permissions.ts so every feature can use them. */
export { access, usePermissions, PERMISSIONS, permissionsQueryKey, type Access } from '@/lib/permissions';
