/**
 * The per-row buttons: detail for everyone, then the document actions the spec gives for the row's status
 * (status.ts ROW_ACTIONS) — the member's upload/view/delete, or the administrator's workflow. Destructive
 * and status-changing ones ask first (useConfirmAction); every refusal shows its translated error.
 */
import { Button, Grid, Space } from 'antd';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  DollarOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileSearchOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmAction, useConfirmDelete } from '@/components/ConfirmAction';
import { errorsOf } from '@/components/ErrorAlert';
import { UploadButton } from '@/components/UploadButton';
import { ActionButton } from '@/components/RowActions';
import { translateErrors } from '@/i18n';
import type { PaymentTracking } from '@/api/types';
import { useUploadMemberInvoicePhoto } from './api/uploadMemberInvoicePhoto';
import { useDeleteMemberUploadSelf } from './api/deleteMemberUploadSelf';
import { downloadMemberInvoicePhoto } from './api/downloadMemberInvoicePhoto';
import { useUploadInvoicePhoto } from './api/uploadInvoicePhoto';
import { downloadInvoicePhoto } from './api/downloadInvoicePhoto';
import { useDeleteAdminUpload } from './api/deleteAdminUpload';
import { useDeleteMemberUpload } from './api/deleteMemberUpload';
import { useAcceptMemberInvoice } from './api/acceptMemberInvoice';
import { useMarkPaymentDone } from './api/updatePaymentTracking';
import { offers } from './status';
import { useFeedback } from '@/lib/feedback';

// Default (not primary) buttons: white on the brand orange is below the 4.5:1 contrast axe asks for.

/** Invoice documents: images or pdf (the server refuses anything else, and files over 10 MB). */
export const INVOICE_ACCEPT = 'image/*,.pdf';

/** A call whose failure shows the translated errors in an error popup (downloads). */
function useReportingCall() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  return async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (e) {
      modal.error({
        title: t('common.error'),
        content: <div style={{ whiteSpace: 'pre-line' }}>{translateErrors(errorsOf(e)).join('\n')}</div>,
      });
    }
  };
}

/**
 * Words on the administrator's row buttons from this width up (antd's `xl`, 1200 px): a desktop's table has room for
 * them, as a phone's row card does (ActionButton's default).
 */
function useRoomForWords() {
  return Grid.useBreakpoint().xl || undefined;
}

export function MemberRowActions({ row }: { row: PaymentTracking }) {
  const { t } = useTranslation();
  const upload = useUploadMemberInvoicePhoto();
  const remove = useDeleteMemberUploadSelf();
  const confirmDelete = useConfirmDelete();
  const run = useReportingCall();
  return (
    <>
      {offers('memberUpload', row.status) && (
        <UploadButton
          upload={(files) => upload.mutateAsync({ id: row.id, files })}
          accept={INVOICE_ACCEPT}
          oversize="warn"
          label={t('payment.uploadDocument')}
          buttonProps={{ size: 'small' }}
        />
      )}
      {offers('memberView', row.status) && (
        <ActionButton
          label={t('payment.viewDocument')}
          icon={<EyeOutlined />}
          onClick={() => void run(() => downloadMemberInvoicePhoto(row.id))}
        />
      )}
      {offers('memberDelete', row.status) && (
        <ActionButton
          label={t('payment.deleteDocument')}
          icon={<DeleteOutlined />}
          danger
          onClick={() => confirmDelete(() => remove.mutateAsync(row.id))}
        />
      )}
    </>
  );
}

export function AdminRowActions({ row }: { row: PaymentTracking }) {
  const { t } = useTranslation();
  const words = useRoomForWords();
  const upload = useUploadInvoicePhoto();
  const deleteAdmin = useDeleteAdminUpload();
  const requestRevision = useDeleteMemberUpload();
  const approve = useAcceptMemberInvoice();
  const paymentDone = useMarkPaymentDone();
  const confirm = useConfirmAction();
  const confirmDelete = useConfirmDelete();
  const run = useReportingCall();
  const ask = (content: string, action: () => Promise<unknown>, okText?: string) =>
    confirm({ content, action, okText });
  return (
    <>
      {offers('adminUpload', row.status) && (
        <UploadButton
          upload={(files) => upload.mutateAsync({ id: row.id, files })}
          accept={INVOICE_ACCEPT}
          oversize="warn"
          label={t('payment.uploadInvoice')}
          buttonProps={{ size: 'small' }}
        />
      )}
      {offers('adminDownloadMember', row.status) && (
        <ActionButton
          words={words}
          label={t('payment.downloadMemberDocument')}
          icon={<FileSearchOutlined />}
          onClick={() => void run(() => downloadMemberInvoicePhoto(row.id))}
        />
      )}
      {offers('requestRevision', row.status) && (
        <ActionButton
          words={words}
          label={t('payment.requestRevision')}
          icon={<RollbackOutlined />}
          danger
          onClick={() => ask(t('payment.requestRevisionConfirm'), () => requestRevision.mutateAsync(row.id))}
        />
      )}
      {offers('approve', row.status) && (
        <ActionButton
          words={words}
          label={t('payment.approveInvoice')}
          icon={<CheckCircleOutlined />}
          onClick={() => ask(t('payment.approveConfirm'), () => approve.mutateAsync(row.id))}
        />
      )}
      {offers('adminDownload', row.status) && (
        <ActionButton
          words={words}
          label={t('payment.downloadInvoice')}
          icon={<DownloadOutlined />}
          onClick={() => void run(() => downloadInvoicePhoto(row.id))}
        />
      )}
      {offers('adminDelete', row.status) && (
        <ActionButton
          words={words}
          label={t('payment.deleteInvoice')}
          icon={<DeleteOutlined />}
          danger
          onClick={() => confirmDelete(() => deleteAdmin.mutateAsync(row.id))}
        />
      )}
      {offers('paymentDone', row.status) && (
        <Button
          size="small"
          icon={<DollarOutlined />}
          onClick={() => ask(t('payment.paymentDoneConfirm'), () => paymentDone.mutateAsync(row.id))}
        >
          {t('payment.paymentDone')}
        </Button>
      )}
    </>
  );
}

/** Detail, then the member's or the administrator's document actions. */
export function PaymentRowActions({
  row,
  isAdmin,
  onDetail,
}: {
  row: PaymentTracking;
  isAdmin: boolean;
  onDetail: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Button size="small" onClick={onDetail}>
        {t('payment.detail')}
      </Button>
      {isAdmin ? <AdminRowActions row={row} /> : <MemberRowActions row={row} />}
    </Space>
  );
}
