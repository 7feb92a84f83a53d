/** Excel download: asks for the invoice period (`YYYY-MM`); empty → 'Lütfen InvoiceId Giriniz'. */
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { TextField } from '@/components/form/TextField';
import { useGetTrackingExcel } from './api/getTrackingExcel';

/** The period key of the payment rows (docs/decisions.md "Payment tracking"). */
export const INVOICE_ID = /^\d{4}-(0[1-9]|1[0-2])$/;

export const excelSchema = yup.object({
  invoiceDate: yup
    .string()
    .trim()
    .required('payment.excelInvoiceIdRequired')
    .matches(INVOICE_ID, 'payment.invoiceIdFormat'),
});

export function ExcelDownloadDialog({
  open,
  companyId,
  onClose,
}: {
  open: boolean;
  /** The brand filter's value, sent as `companyId`. */
  companyId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const download = useGetTrackingExcel();
  return (
    <CrudDialog<{ invoiceDate: string }>
      open={open}
      title={t('payment.downloadExcel')}
      width={420}
      initialValues={{ invoiceDate: '' }}
      validationSchema={excelSchema}
      onSubmit={(values) => download.mutateAsync({ invoiceDate: values.invoiceDate.trim(), companyId })}
      onClose={onClose}
      successMessage={false}
      okText={t('common.download')}
    >
      {() => (
        <TextField name="invoiceDate" label={t('payment.invoiceDateLabel')} placeholder="2026-10" required />
      )}
    </CrudDialog>
  );
}
