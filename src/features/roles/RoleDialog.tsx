/** Create / edit a role: its name and the checklist of permissions (shown by displayName). */
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { resourceForm, useCreateOrUpdate, type FormFieldsProps } from '@/components/ResourceForm';
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

type RoleRecord = NonNullable<ReturnType<typeof useRole>['data']>;

function RoleFields({ record }: FormFieldsProps<RoleRecord>) {
  const { t } = useTranslation();
  const options = (record?.allPermissions ?? []).map((p) => ({ value: p.id, label: p.displayName }));
  return (
    <>
      <TextField name="name" label={t('field.roleName')} required autoComplete="off" />
      <CheckboxGroupField
        name="grantedPermissionIds"
        label={t('field.permissions')}
        options={options}
        columns={2}
      />
    </>
  );
}

export default resourceForm({
  title: { create: 'role.newRole', edit: 'role.editRole' },
  useRecord: useRole,
  blank: { id: EMPTY_ID, name: '', grantedPermissionIds: [] } as RoleFormValues,
  values: (record) => ({ ...record.role, grantedPermissionIds: record.grantedPermissionIds }),
  schema: yup.object({ name: yup.string().trim().required('RequiredField') }),
  useSave: () =>
    useCreateOrUpdate(useCreateRole(), useUpdateRole(), (v: RoleFormValues) => ({
      role: { id: v.id, name: v.name.trim() },
      grantedPermissionIds: v.grantedPermissionIds,
    })),
  Fields: RoleFields,
});
