/**
 * Permission names of the contract (GET /api/permissions answers these): what the app's route table and menu check,
 * and what the mock's routes require and its seed stores.
 */
export const PERMISSIONS = {
  administration: 'Permissions_Administration',
  userCreate: 'Permissions_User_Create',
  userUpdate: 'Permissions_User_Update',
  userDelete: 'Permissions_User_Delete',
  roleCreate: 'Permissions_Role_Create',
  roleUpdate: 'Permissions_Role_Update',
  roleDelete: 'Permissions_Role_Delete',
} as const;

export type PermissionName = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
