/**
 * Shared client-side rules (yup). Messages are i18n keys of the error catalogue, translated by the form fields, so
 * a client-side and a server-side refusal of the same thing read the same.
 */
import * as yup from 'yup';
import { EMAIL_PATTERN } from './email';

export { EMAIL_PATTERN };

/** A required text (trimmed). */
export const requiredText = () => yup.string().trim().required('RequiredField');

/** A required e-mail address. */
export const email = () => requiredText().matches(EMAIL_PATTERN, 'EmailValidationError');

/** A required password (not trimmed). */
export const password = () => yup.string().required('RequiredField');

/** The repeat of the password in `field`: required and equal. */
export const passwordRepeatOf = (field: string) =>
  yup
    .string()
    .required('RequiredField')
    .oneOf([yup.ref(field)], 'PasswordsDoesNotMatch');
