/** Administrators: set the next payment date shown to members (`POST /api/definitions {dateTime}`). */
import { ConfigProvider, DatePicker, Grid } from 'antd';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { FieldItem } from '@/components/form';
import { useDefinitions } from '@/api/shared/getDefinitions';
import { useSaveDefinitions } from './api/saveDefinitions';

import { DATE_TIME_FORMAT } from '@/lib/format';

interface Values {
  dateTime: Dayjs | null;
}

const schema = yup.object({
  dateTime: yup.mixed<Dayjs>().nullable().required('RequiredField'),
});

/** Narrower calendar cells on phones so the date and time panels fit side by side in 375 px. */
const COMPACT_PICKER = { components: { DatePicker: { cellWidth: 30, timeColumnWidth: 46 } } };

function DateTimeField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<Dayjs | null>(name);
  const screens = Grid.useBreakpoint();
  const picker = (
    <DatePicker
      id={name}
      showTime={{ format: 'HH:mm' }}
      format={DATE_TIME_FORMAT}
      value={field.value}
      onChange={(value) => helpers.setValue(value ?? null)}
      onBlur={() => helpers.setTouched(true)}
      style={{ width: '100%' }}
    />
  );
  return (
    <FieldItem name={name} label={label} required>
      {screens.sm === false ? <ConfigProvider theme={COMPACT_PICKER}>{picker}</ConfigProvider> : picker}
    </FieldItem>
  );
}

export function NextPaymentDateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useDefinitions(open);
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
      {() => <DateTimeField name="dateTime" label={t('field.dateTime')} />}
    </CrudDialog>
  );
}
