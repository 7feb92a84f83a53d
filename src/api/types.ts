/** Names for the contract's schemas (generated into schema.d.ts from openapi.yaml by `npm run api:gen`). */
import type { components, operations } from './schema';

type S = components['schemas'];

export type Id = S['Id'];
export type User = S['User'];
export type UserInput = S['UserInput'];
export type UserWithRoles = S['UserWithRoles'];
export type RoleRef = S['RoleRef'];
export type Role = S['Role'];
export type PermissionRef = S['PermissionRef'];
export type Permission = S['Permission'];
export type Ticket = S['Ticket'];
export type Chat = S['Chat'];
export type Company = S['Company'];
export type CompanyUser = S['CompanyUser'];
export type Commission = S['Commission'];
export type TrendyolCommission = S['TrendyolCommission'];
export type Campaign = S['Campaign'];
export type Coupon = S['Coupon'];
export type DiscountCampaign = S['DiscountCampaign'];
export type Collection = S['Collection'];
export type CollectionItem = S['CollectionItem'];
export type Storage = S['Storage'];
export type PaymentTracking = S['PaymentTracking'];
export type UploadReport = S['UploadReport'];
export type LoginInput = S['LoginInput'];
export type RegisterInput = S['RegisterInput'];
export type ForgotPasswordInput = S['ForgotPasswordInput'];
export type ResetPasswordInput = S['ResetPasswordInput'];
export type ConfirmEmailInput = S['ConfirmEmailInput'];
export type ChangePasswordInput = S['ChangePasswordInput'];
export type SendEmailConfirmationInput = S['SendEmailConfirmationInput'];

/** The `content` of an operation's 200 answer. */
export type Content<Op extends keyof operations> = operations[Op] extends {
  responses: { 200: { content: { 'application/json': { content: infer C } } } };
}
  ? C
  : never;

export interface Paged<T> {
  items: T[];
  totalCount: number;
}

export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
/** The "all rows" page size. */
export const ALL_ROWS = 100000000;
