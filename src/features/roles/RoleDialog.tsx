/** Create / edit a role: its name and the checklist of permissions (shown by displayName). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { CheckboxGroupField } from '@/components/form/CheckboxField';
import { TextField } from '@/components/form/TextField';
import { EMPTY_ID, type Id } from '@/api/types';
import { useRole } from './api/getRole';
import { useCreateRole } from './api/createRole';
import { useUpdateRole } from './api/updateRole';

export interface RoleFormValues {
  id: Id;
  name: string;
  grantedPermissionIds: Id[];
}

const roleSchema = yup.object({ name: yup.string().trim().required('RequiredField') });

const EMPTY_VALUES: RoleFormValues = { id: EMPTY_ID, name: '', grantedPermissionIds: [] };

export interface RoleDialogProps {
  /** The role to edit, EMPTY_ID for a new one, null when closed. */
  roleId: Id | null;
  onClose: () => void;
  onSaved?: () => void;
}

export default function RoleDialog({ roleId, onClose, onSaved }: RoleDialogProps) {
  const { t } = useTranslation();
  const query = useRole(roleId);
  const create = useCreateRole();
  const update = useUpdateRole();
  const data = query.data;
  const initialValues = useMemo<RoleFormValues>(
    () =>
      data
        ? { id: data.role.id, name: data.role.name, grantedPermissionIds: data.grantedPermissionIds }
        : EMPTY_VALUES,
    [data],
  );
  const options = (data?.allPermissions ?? []).map((p) => ({ value: p.id, label: p.displayName }));

  return (
    <CrudDialog<RoleFormValues>
      open={!!roleId}
      title={roleId === EMPTY_ID ? t('role.newRole') : t('role.editRole')}
      loading={query.isPending}
      loadError={query.error}
      initialValues={initialValues}
      validationSchema={roleSchema}
      onSubmit={(values) => {
        const body = {
          role: { id: values.id, name: values.name.trim() },
          grantedPermissionIds: values.grantedPermissionIds,
        };
        return values.id === EMPTY_ID ? create.mutateAsync(body) : update.mutateAsync(body);
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {() => (
        <>
          <TextField name="name" label={t('field.roleName')} required autoComplete="off" />
          <CheckboxGroupField
            name="grantedPermissionIds"
            label={t('field.permissions')}
            options={options}
            columns={2}
          />
        </>
      )}
    </CrudDialog>
  );
}
