/**
 * The one upload control: picks files of the accepted types, warns about (or refuses) files over the
 * limit, sends them in the multipart `files` field and hands the answer back.
 */
import { Alert, Button, Modal, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrors } from '@/i18n';
import type { UploadReport } from '@/api/types';
import { errorsOf } from './ErrorAlert';
import { useFeedback } from '@/lib/feedback';

export const MAX_UPLOAD_BYTES = 10485760;
export const SPREADSHEET_ACCEPT = '.csv,.xls,.xlsx';

/** Whether an upload's answer is an import report (`UploadReport` of the contract). */
export function isUploadReport(value: unknown): value is UploadReport {
  return !!value && typeof value === 'object' && 'rows' in value && 'errorCount' in value;
}

export interface UploadButtonProps<R> {
  /** The typed upload call of the feature (one file per operation under its api/). */
  upload: (files: File[]) => Promise<R>;
  accept: string;
  multiple?: boolean;
  /** 'warn': toast and still upload (legislation); 'block': toast and stop. */
  oversize?: 'warn' | 'block';
  label?: ReactNode;
  onUploaded?: (result: R) => void;
  /** Show the result of an import (rows imported, each refused row and why; default true); false when `onUploaded` shows it. */
  report?: boolean;
  buttonProps?: React.ComponentProps<typeof Button>;
  /** The 'Successful' toast after the upload (default true; off when `upload` only keeps the files for later). */
  successToast?: boolean;
}

export function UploadButton<R = unknown>({
  upload,
  accept,
  multiple,
  oversize = 'block',
  label,
  onUploaded,
  report: showReport = true,
  buttonProps,
  successToast = true,
}: UploadButtonProps<R>) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<UploadReport | null>(null);

  const send = async (files: File[]) => {
    const tooBig = files.filter((f) => f.size > MAX_UPLOAD_BYTES);
    if (tooBig.length > 0) {
      void message.error(t('FileTooLarge'), 3);
      if (oversize === 'block') return;
    }
    setBusy(true);
    try {
      const result = await upload(files);
      if (showReport && isUploadReport(result)) {
        // An import: the report says what happened (rows imported, each refused row and why).
        if (result.errorCount === 0 && successToast) void message.success(t('Successful'), 2);
        setReport(result);
      } else if (successToast) {
        void message.success(t('Successful'), 2);
      }
      onUploaded?.(result);
    } catch (e) {
      modal.error({
        title: t('common.error'),
        content: translateErrors(errorsOf(e)).map((x, i) => <div key={i}>{x}</div>),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Upload
        accept={accept}
        multiple={multiple}
        showUploadList={false}
        beforeUpload={(file, list) => {
          if (file === list[list.length - 1]) void send(list as File[]);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} {...buttonProps}>
          {label ?? t('common.upload')}
        </Button>
      </Upload>
      <UploadReportDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}

/**
 * The result of an import: how many rows were imported and every refused row with its spreadsheet line, its key
 * and the translated reasons.
 */
export function UploadReportDialog({
  report,
  onClose,
}: {
  report: UploadReport | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!report}
      title={t('upload.reportTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
      width={720}
      destroyOnHidden
    >
      {report && (
        <>
          <Alert
            showIcon
            type={report.errorCount === 0 ? 'success' : report.successCount === 0 ? 'error' : 'warning'}
            title={
              report.errorCount === 0
                ? t('upload.reportAllImported', { count: report.successCount })
                : t('upload.reportSummary', { success: report.successCount, errors: report.errorCount })
            }
            style={{ marginBottom: report.rows.length > 0 ? 12 : 0 }}
          />
          {report.rows.length > 0 && (
            <Table
              size="small"
              rowKey={(r) => `${r.row}-${r.key}`}
              pagination={report.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              dataSource={report.rows}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('upload.row'), dataIndex: 'row', width: 70 },
                { title: t('upload.key'), dataIndex: 'key' },
                {
                  title: t('upload.reason'),
                  dataIndex: 'errors',
                  render: (errors: UploadReport['rows'][number]['errors']) =>
                    translateErrors(errors).map((text, i) => <div key={i}>{text}</div>),
                },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
