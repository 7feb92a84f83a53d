/** Create / edit a setting: the key (read-only once created) and its required value. */
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { resourceForm, type FormFieldsProps } from '@/components/ResourceForm';
import { TextField } from '@/components/form/TextField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { EMPTY_ID, type Storage } from '@/api/types';
import { useCreateStorage } from './api/createStorage';
import { useUpdateStorage } from './api/updateStorage';

function StorageFields({ isNew }: FormFieldsProps<Storage>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="key"
        label={t('field.key')}
        required={isNew}
        disabled={!isNew}
        autoComplete="off"
        extra={isNew ? undefined : t('storage.keyReadOnly')}
      />
      <TextAreaField name="value" label={t('field.value')} required rows={3} />
    </>
  );
}

export default resourceForm({
  title: { create: 'storage.new', edit: 'storage.edit' },
  blank: { id: EMPTY_ID, key: '', value: '' } as Storage,
  schema: yup.object({
    key: yup.string().trim().required('RequiredField'),
    value: yup.string().trim().required('RequiredField'),
  }),
  // The key is sent only when the setting is created; an update changes the value.
  useSave: () => {
    const create = useCreateStorage();
    const update = useUpdateStorage();
    return (v: Storage, isNew: boolean) =>
      isNew
        ? create.mutateAsync({ key: v.key.trim(), value: v.value.trim() })
        : update.mutateAsync({ id: v.id, value: v.value.trim() });
  },
  Fields: StorageFields,
});
