/** The signature reminder mail: invoice period and mail body, both required (spec §5). */
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { TextField } from '@/components/form/TextField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useSendMailForNotSignedInvoices } from './api/sendMailForNotSignedInvoices';
import { INVOICE_ID } from './ExcelDownloadDialog';
import { useFeedback } from '@/lib/feedback';

export const reminderSchema = yup.object({
  invoiceId: yup
    .string()
    .trim()
    .required('payment.invoiceIdRequired')
    .matches(INVOICE_ID, 'payment.invoiceIdFormat'),
  mailContent: yup.string().trim().required('payment.mailContentRequired'),
});

export function SignatureReminderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const send = useSendMailForNotSignedInvoices();
  return (
    <CrudDialog<{ invoiceId: string; mailContent: string }>
      open={open}
      title={t('payment.sendSignatureReminder')}
      initialValues={{ invoiceId: '', mailContent: '' }}
      validationSchema={reminderSchema}
      onSubmit={async (values) => {
        const count = await send.mutateAsync({
          invoiceId: values.invoiceId.trim(),
          mailContent: values.mailContent,
        });
        void message.success(t('payment.reminderSent', { count }), 2);
      }}
      onClose={onClose}
      successMessage={false}
      okText={t('common.send')}
    >
      {() => (
        <>
          <TextField name="invoiceId" label={t('field.invoiceId')} placeholder="2026-10" required />
          <TextAreaField name="mailContent" label={t('payment.mailContent')} required rows={5} />
        </>
      )}
    </CrudDialog>
  );
}
