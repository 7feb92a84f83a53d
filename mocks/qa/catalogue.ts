/**
 * The error names of openapi.yaml's `x-error-catalogue`, in its order (a test keeps the two equal). The QA fault
 * engine accepts only these names and the panel lists them with their Turkish text.
 */
export const ERROR_NAMES = [
  'UserNameOrPasswordIncorrect',
  'EmailNotConfirm',
  'UserIsNotActive',
  'UserLockedOut',
  'UserNotFound',
  'EmailAlreadyExist',
  'UserNameAlreadyExist',
  'DuplicateUserName',
  'TrendyolUserNameAlreadyExist',
  'TrendyolUserNameCannotBeChanged',
  'InvalidUserName',
  'PasswordTooShort',
  'PasswordsDoesNotMatch',
  'CurrentPasswordIncorrect',
  'InvalidToken',
  'EmailAlreadyConfirmed',
  'InvalidClientDomain',
  'EmailValidationError',
  'RoleNameAlreadyExist',
  'RoleNotFound',
  'CannotGrantRole',
  'CannotGrantPermission',
  'CannotManageUser',
  'CannotManageRole',
  'CannotRemoveAdminUser',
  'CannotRemoveSystemRole',
  'CannotEditSystemRole',
  'RequiredField',
  'InvalidValue',
  'TextTooLong',
  'CompanyTypeRequired',
  'InvalidIban',
  'InvalidIdentityNumber',
  'InvalidPaging',
  'InvalidSortBy',
  'InvalidJson',
  'UnsupportedMediaType',
  'FileRequired',
  'FileTooLarge',
  'InvalidFileType',
  'FileEmpty',
  'MissingColumn',
  'UnsupportedSpreadsheet',
  'SpreadsheetTooLarge',
  'RequestTooLarge',
  'TooManyFiles',
  'TooManyRows',
  'TooManyMessages',
  'FileNotFound',
  'SubjectNotAllowed',
  'TicketIsArchived',
  'TicketIsAnnouncement',
  'TicketNotFound',
  'CompanyNameAlreadyExist',
  'CompanyNotFound',
  'CompanyUserNotFound',
  'CompanyUserStatusNotPending',
  'CommissionNotFound',
  'TrendyolCommissionNotFound',
  'CampaignNotFound',
  'CouponNotFound',
  'DiscountCampaignNotFound',
  'InvalidDateRange',
  'CollectionNotFound',
  'CollectionNameAlreadyExist',
  'CollectionItemRemoveNotAllowed',
  'StorageNotFound',
  'StorageKeyAlreadyExist',
  'PaymentTrackingNotFound',
  'PaymentTrackingInvalidStatus',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'MethodNotAllowed',
  'ServerError',
] as const;

export type ErrorName = (typeof ERROR_NAMES)[number];

/** The status the real server answers a catalogue error with (400 unless the name says otherwise). */
export function statusOfError(name: string): number {
  switch (name) {
    case 'Unauthorized':
      return 401;
    case 'Forbidden':
    case 'CannotManageUser':
    case 'CannotManageRole':
      return 403;
    case 'NotFound':
      return 404;
    case 'MethodNotAllowed':
      return 405;
    case 'UnsupportedMediaType':
      return 415;
    case 'RequestTooLarge':
      return 413;
    case 'ServerError':
      return 500;
    default:
      return 400;
  }
}

/** The catalogue name an HTTP status alone is answered with (a 500 is the UI's 'ServerError'). */
export function errorOfStatus(status: number): ErrorName {
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 405) return 'MethodNotAllowed';
  if (status >= 500) return 'ServerError';
  return 'InvalidValue';
}
