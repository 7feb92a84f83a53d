/** Create / edit a setting: the key (read-only once created) and its required value. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { TextField } from '@/components/form/TextField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { EMPTY_ID, type Storage } from '@/api/types';
import { useCreateStorage } from './api/createStorage';
import { useUpdateStorage } from './api/updateStorage';

const storageSchema = yup.object({
  key: yup.string().trim().required('RequiredField'),
  value: yup.string().trim().required('RequiredField'),
});

export interface StorageDialogProps {
  /** `null`: closed; `{ entry: null }`: a new setting; `{ entry }`: edit that setting. */
  editing: { entry: Storage | null } | null;
  onClose: () => void;
}

export default function StorageDialog({ editing, onClose }: StorageDialogProps) {
  const { t } = useTranslation();
  const create = useCreateStorage();
  const update = useUpdateStorage();
  const entry = editing?.entry ?? null;
  const initialValues = useMemo<Storage>(() => entry ?? { id: EMPTY_ID, key: '', value: '' }, [entry]);

  return (
    <CrudDialog<Storage>
      open={!!editing}
      title={entry ? t('storage.edit') : t('storage.new')}
      initialValues={initialValues}
      validationSchema={storageSchema}
      onSubmit={(values) =>
        entry
          ? update.mutateAsync({ id: entry.id, value: values.value.trim() })
          : create.mutateAsync({ key: values.key.trim(), value: values.value.trim() })
      }
      onClose={onClose}
    >
      {() => (
        <>
          <TextField
            name="key"
            label={t('field.key')}
            required={!entry}
            disabled={!!entry}
            autoComplete="off"
            extra={entry ? t('storage.keyReadOnly') : undefined}
          />
          <TextAreaField name="value" label={t('field.value')} required rows={3} />
        </>
      )}
    </CrudDialog>
  );
}
