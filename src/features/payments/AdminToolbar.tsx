/**
 * The administrator's toolbar: status filter (the 10 statuses), brand filter, the actions menu (Excel download,
 * update list, bulk payments upload, multi-file invoice upload) and the signature-reminder dialog.
 */
import { useState } from 'react';
import { Button, Popover, Select, Space } from 'antd';
import { DownOutlined, FileExcelOutlined, MailOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BrandFilter } from '@/components/BrandFilter';
import { errorsOf } from '@/components/ErrorAlert';
import { SPREADSHEET_ACCEPT, UploadButton } from '@/components/UploadButton';
import { lazyDialog } from '@/components/lazyDialog';
import { translateError, translateErrors } from '@/i18n';
import type { UploadReport } from '@/api/types';
import { useUpdatePaymentTrackingForAll } from './api/updatePaymentTrackingForAll';
import { useUpdatePaymentWithExcelForPayedStatus } from './api/updatePaymentWithExcelForPayedStatus';
import { useUploadInvoicePhotos } from './api/uploadInvoicePhotos';
import { INVOICE_ACCEPT } from './PaymentRowActions';
import { PAYMENT_STATUSES } from '@/api/shared/statuses';
import { ALL_STATUSES } from './status';
import { useFeedback } from '@/lib/feedback';

/** Both load with their first opening (src/components/lazyDialog.tsx). */
const ExcelDownloadDialog = lazyDialog(
  () => import('./ExcelDownloadDialog').then((m) => m.ExcelDownloadDialog),
  (p) => p.open,
);
const SignatureReminderDialog = lazyDialog(
  () => import('./SignatureReminderDialog').then((m) => m.SignatureReminderDialog),
  (p) => p.open,
);

export interface AdminToolbarProps {
  statusFilter: number;
  onStatusFilter: (status: number) => void;
  companyId: string | undefined;
  onCompanyId: (companyId: string | undefined) => void;
}

export function AdminToolbar({ statusFilter, onStatusFilter, companyId, onCompanyId }: AdminToolbarProps) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [menuOpen, setMenuOpen] = useState(false);
  const [excelOpen, setExcelOpen] = useState(false);
  const [reminderOpen, setReminderOpen] = useState(false);
  const updateAll = useUpdatePaymentTrackingForAll();
  const markPaid = useUpdatePaymentWithExcelForPayedStatus();
  const uploadInvoices = useUploadInvoicePhotos();

  const runUpdateAll = async () => {
    setMenuOpen(false);
    try {
      const count = await updateAll.mutateAsync();
      void message.success(t('payment.listUpdated', { count }), 2);
    } catch (e) {
      modal.error({ title: t('common.error'), content: translateErrors(errorsOf(e)).join('\n') });
    }
  };

  /** Failures of the multi-file upload: a popup titled 'Hata' listing each file with its errors. */
  const showInvoiceFailures = (report: UploadReport) => {
    if (report.errorCount === 0) return;
    modal.error({
      title: t('common.error'),
      width: 560,
      content: (
        <>
          <p>
            {t('payment.invoiceUploadSummary', { success: report.successCount, errors: report.errorCount })}
          </p>
          <ul style={{ paddingInlineStart: 18, margin: 0 }}>
            {report.rows.flatMap((row) =>
              row.errors.map((e, i) => (
                <li key={`${row.row}-${i}`}>
                  <strong>{row.key}</strong>: {translateError({ name: e.name })}
                  {e.value !== undefined && e.value !== null && e.value !== '' ? ` (${e.value})` : ''}
                </li>
              )),
            )}
          </ul>
        </>
      ),
    });
  };

  const menu = (
    <Space orientation="vertical" style={{ minWidth: 220 }}>
      <Button
        block
        icon={<FileExcelOutlined />}
        onClick={() => {
          setMenuOpen(false);
          setExcelOpen(true);
        }}
      >
        {t('payment.downloadExcel')}
      </Button>
      <Button block icon={<SyncOutlined />} loading={updateAll.isPending} onClick={() => void runUpdateAll()}>
        {t('payment.updateList')}
      </Button>
      <UploadButton
        upload={markPaid.mutateAsync}
        accept={SPREADSHEET_ACCEPT}
        label={t('payment.uploadBulkPayments')}
        onUploaded={() => setMenuOpen(false)}
        buttonProps={{ block: true }}
      />
      <UploadButton
        upload={(files) => uploadInvoices.mutateAsync(files)}
        accept={INVOICE_ACCEPT}
        multiple
        oversize="warn"
        label={t('payment.uploadInvoices')}
        report={false}
        onUploaded={(report) => {
          setMenuOpen(false);
          showInvoiceFailures(report);
        }}
        buttonProps={{ block: true }}
      />
    </Space>
  );

  return (
    <>
      <Select<number>
        aria-label={t('paymentStatusFilter.label')}
        value={statusFilter}
        onChange={onStatusFilter}
        style={{ minWidth: 200 }}
        options={[
          { value: ALL_STATUSES, label: t('paymentStatusFilter.all') },
          ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.admin.${s}`) })),
        ]}
      />
      <BrandFilter value={companyId} onChange={onCompanyId} />
      <Popover
        trigger="click"
        open={menuOpen}
        onOpenChange={setMenuOpen}
        content={menu}
        placement="bottomRight"
      >
        <Button aria-haspopup="true" aria-expanded={menuOpen}>
          {t('payment.actionsMenu')} <DownOutlined />
        </Button>
      </Popover>
      <Button icon={<MailOutlined />} onClick={() => setReminderOpen(true)}>
        {t('payment.sendSignatureReminder')}
      </Button>
      <ExcelDownloadDialog open={excelOpen} companyId={companyId} onClose={() => setExcelOpen(false)} />
      <SignatureReminderDialog open={reminderOpen} onClose={() => setReminderOpen(false)} />
    </>
  );
}
