/** Create / edit a user: account fields, commission, marketplace user name and roles. */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { email } from '@/lib/validation';
import { resourceForm, useCreateOrUpdate, type FormFieldsProps } from '@/components/ResourceForm';
import { CheckboxGroupField } from '@/components/form/CheckboxField';
import { PercentField } from '@/components/form/PercentField';
import { EmailField } from '@/components/form/EmailField';
import { TextField } from '@/components/form/TextField';
import { EMPTY_ID, type Id, type UserWithRoles } from '@/api/types';
import { useUser } from './api/getUser';
import { useCreateUser } from './api/createUser';
import { useUpdateUser } from './api/updateUser';

export interface UserFormValues {
  id: Id;
  userName: string;
  email: string;
  password: string;
  passwordRepeat: string;
  newTvCommissionPercentage: number | null;
  fullName: string;
  trendyolUserName: string;
  grantedRoleIds: Id[];
}

/** Passwords are required when creating; on edit they may stay blank (unchanged), but must still match. */
export function userSchema(isNew: boolean) {
  const password = yup.string().default('');
  return yup.object({
    userName: yup.string().trim().required('RequiredField'),
    email: email(),
    password: isNew ? password.required('RequiredField') : password,
    passwordRepeat: (isNew ? password.required('RequiredField') : password).test(
      'match',
      'PasswordsMustMatch',
      function match(value) {
        return (value ?? '') === ((this.parent as UserFormValues).password ?? '');
      },
    ),
    newTvCommissionPercentage: yup.number().typeError('RequiredField').nullable().required('RequiredField'),
  });
}

export function toFormValues(data: UserWithRoles): UserFormValues {
  const { user } = data;
  return {
    id: user.id,
    userName: user.userName ?? '',
    email: user.email ?? '',
    password: '',
    passwordRepeat: '',
    newTvCommissionPercentage: user.newTvCommissionPercentage ?? null,
    fullName: user.fullName ?? '',
    trendyolUserName: user.trendyolUserName ?? '',
    grantedRoleIds: data.grantedRoleIds,
  };
}

const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function toSaveBody(values: UserFormValues) {
  return {
    user: {
      id: values.id,
      userName: values.userName.trim(),
      email: values.email.trim(),
      password: values.password === '' ? null : values.password,
      passwordRepeat: values.passwordRepeat === '' ? null : values.passwordRepeat,
      newTvCommissionPercentage: values.newTvCommissionPercentage,
      fullName: blankToNull(values.fullName),
      trendyolUserName: blankToNull(values.trendyolUserName),
    },
    grantedRoleIds: values.grantedRoleIds,
  };
}

const EMPTY_VALUES: UserFormValues = {
  id: EMPTY_ID,
  userName: '',
  email: '',
  password: '',
  passwordRepeat: '',
  newTvCommissionPercentage: null,
  fullName: '',
  trendyolUserName: '',
  grantedRoleIds: [],
};

function UserFields({ record, isNew }: FormFieldsProps<UserWithRoles>) {
  const { t } = useTranslation();
  const roleOptions = (record?.allRoles ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextField name="userName" label={t('field.userName')} required autoComplete="off" />
        </Col>
        <Col xs={24} sm={12}>
          <EmailField autoComplete="off" />
        </Col>
        {(['password', 'passwordRepeat'] as const).map((name) => (
          <Col xs={24} sm={12} key={name}>
            <TextField
              name={name}
              type="password"
              label={t(`field.${name}`)}
              required={isNew}
              autoComplete="new-password"
              extra={name === 'password' && !isNew ? t('user.passwordUnchanged') : undefined}
            />
          </Col>
        ))}
        <Col xs={24} sm={12}>
          <PercentField
            name="newTvCommissionPercentage"
            label={t('field.newTvCommissionPercentage')}
            step={1}
          />
        </Col>
        <Col xs={24} sm={12}>
          <TextField name="fullName" label={t('field.fullName')} />
        </Col>
        <Col xs={24} sm={12}>
          <TextField name="trendyolUserName" label={t('field.trendyolUserName')} autoComplete="off" />
        </Col>
      </Row>
      <CheckboxGroupField name="grantedRoleIds" label={t('field.roles')} options={roleOptions} columns={2} />
    </>
  );
}

export default resourceForm({
  title: { create: 'user.newUser', edit: 'user.editUser' },
  width: 640,
  useRecord: useUser,
  blank: EMPTY_VALUES,
  values: (record: UserWithRoles) => toFormValues(record),
  schema: userSchema,
  useSave: () => useCreateOrUpdate(useCreateUser(), useUpdateUser(), toSaveBody),
  Fields: UserFields,
});
