import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';

/**
 * An e-mail address: the same label, keyboard and autofill in every form. `autoComplete="off"` where the address is
 * someone else's (an administrator creating a user).
 */
export function EmailField({
  name = 'email',
  autoComplete = 'email',
  required = true,
  ...props
}: Partial<Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>>) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      type="email"
      inputMode="email"
      label={t('field.email')}
      autoComplete={autoComplete}
      required={required}
      {...props}
    />
  );
}
