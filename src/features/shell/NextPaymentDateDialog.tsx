/** Administrators: set the next payment date shown to members (`POST /api/definitions {dateTime}`). */
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { DateTimeField } from '@/components/form/DateTimeField';
import { useDefinitionsToEdit } from '@/api/shared/getDefinitions';
import { useSaveDefinitions } from './api/saveDefinitions';

interface Values {
  dateTime: Dayjs | null;
}

const schema = yup.object({
  dateTime: yup.mixed<Dayjs>().nullable().required('RequiredField'),
});

/** Loaded when opened (AdminLayout imports it lazily): the date picker stays out of every admin page. */
export default function NextPaymentDateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useDefinitionsToEdit(open);
  const save = useSaveDefinitions();
  const saved = current.data?.dateTime;

  return (
    <CrudDialog<Values>
      open={open}
      title={t('menu.nextPaymentDate')}
      width={420}
      initialValues={{ dateTime: saved ? dayjs(saved) : null }}
      validationSchema={schema}
      onSubmit={(values) => save.mutateAsync(values.dateTime!.toISOString())}
      onClose={onClose}
    >
      {() => <DateTimeField name="dateTime" label={t('field.dateTime')} required />}
    </CrudDialog>
  );
}
