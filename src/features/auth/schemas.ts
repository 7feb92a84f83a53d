/**
 * Client validation of the account forms (spec section 5). Messages are i18n keys; the form fields translate
 * them. The server checks the rest (user name characters, password length…).
 */
import * as yup from 'yup';
import { email, password, passwordRepeatOf as repeatOf, requiredText as required } from '@/lib/validation';

export const loginSchema = yup.object({
  userNameOrEmail: required(),
  password: password(),
});

export const registerSchema = yup.object({
  userName: required(),
  email: email(),
  password: password(),
  passwordRepeat: repeatOf('password'),
  kvkkConfirm: yup
    .boolean()
    .oneOf([true], 'validation.contractRequired')
    .required('validation.contractRequired'),
});

export const forgotPasswordSchema = yup.object({
  userNameOrEmail: required(),
});

export const resetPasswordSchema = yup.object({
  userNameOrEmail: required(),
  password: password(),
  passwordRepeat: repeatOf('password'),
});

export const changePasswordSchema = yup.object({
  currentPassword: password(),
  newPassword: password(),
  passwordRepeat: repeatOf('newPassword'),
});

export const resendConfirmationSchema = yup.object({
  email: email(),
});
