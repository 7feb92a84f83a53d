/** Change password (opened from the user menu): on success a 2-second 'Successful' toast and sign-out. */
import { NewPasswordFields } from '@/components/NewPasswordFields';
import { useTranslation } from 'react-i18next';
import { CrudDialog } from '@/components/CrudDialog';
import { TextField } from '@/components/form/TextField';
import { changePassword } from './api/changePassword';
import type { ChangePasswordInput } from '@/api/types';
import { changePasswordSchema } from './schemas';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', passwordRepeat: '' };

export default function ChangePasswordDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  /** After a successful change (the caller signs the user out and goes to the login page). */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <CrudDialog<ChangePasswordInput>
      open={open}
      title={t('common.changePassword')}
      width={500}
      initialValues={EMPTY}
      validationSchema={changePasswordSchema}
      onSubmit={(values) => changePassword(values)}
      onSaved={onChanged}
      onClose={onClose}
    >
      {() => (
        <>
          <TextField
            name="currentPassword"
            type="password"
            label={t('field.currentPassword')}
            autoComplete="current-password"
            required
          />
          <NewPasswordFields name="newPassword" label={t('field.newPassword')} hint={false} />
        </>
      )}
    </CrudDialog>
  );
}
