/** A new password and its repeat (register, reset and change password). Rules: `newPasswordRules` in lib/validation. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './form/TextField';

export function NewPasswordFields({
  name = 'password',
  label,
  hint = true,
}: {
  name?: string;
  label: ReactNode;
  hint?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name={name}
        type="password"
        label={label}
        autoComplete="new-password"
        extra={hint ? t('account.passwordHint') : undefined}
        required
      />
      <TextField
        name="passwordRepeat"
        type="password"
        label={t('field.passwordRepeat')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
