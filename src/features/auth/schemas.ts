/**
 * Client validation of the account forms (spec section 5). Messages are i18n keys; the form fields translate
 * them. The server checks the rest (user name characters, password length…). The sign-in and forgotten-password
 * forms have plain rules instead (`rules` of src/components/form/LightForm.tsx), so their pages load no yup.
 */
import * as yup from 'yup';
import { email, password, passwordRepeatOf as repeatOf, requiredText as required } from '@/lib/validation';

export const registerSchema = yup.object({
  userName: required(),
  email: email(),
  password: password(),
  passwordRepeat: repeatOf('password'),
  // Unticked is an empty required field: 'Bu alan gerekli!' as every other one (spec: RequiredField).
  kvkkConfirm: yup.boolean().oneOf([true], 'RequiredField').required('RequiredField'),
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
