/**
 * The one upload control: picks files of the accepted types, warns about (or refuses) files over the
 * limit, sends them in the multipart `files` field and hands the answer back.
 */
import { App, Button, Modal, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrors } from '@/i18n';
import type { UploadReport } from '@/api/types';
import { errorsOf } from './ErrorAlert';

export const MAX_UPLOAD_BYTES = 10485760;
export const SPREADSHEET_ACCEPT = '.csv,.xls,.xlsx';

export interface UploadButtonProps<R> {
  /** The typed upload call of the feature (one file per operation under its api/). */
  upload: (files: File[]) => Promise<R>;
  accept: string;
  multiple?: boolean;
  /** 'warn': toast and still upload (legislation); 'block': toast and stop. */
  oversize?: 'warn' | 'block';
  label?: ReactNode;
  onUploaded?: (result: R) => void;
  /** Show the per-row report of an import with rejected rows (default true); false when `onUploaded` shows it. */
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
  const { message, modal } = App.useApp();
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
      if (successToast) void message.success(t('Successful'), 2);
      if (showReport && result && typeof result === 'object' && 'rows' in result && 'errorCount' in result) {
        if ((result as unknown as UploadReport).errorCount > 0) setReport(result as unknown as UploadReport);
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
      <Modal
        open={!!report}
        title={t('upload.reportTitle')}
        footer={null}
        onCancel={() => setReport(null)}
        width={640}
      >
        {report && (
          <>
            <p>
              {t('upload.reportSummary', {
                success: report.successCount,
                errors: report.errorCount,
              })}
            </p>
            <Table
              size="small"
              rowKey="row"
              pagination={false}
              dataSource={report.rows}
              columns={[
                { title: t('upload.row'), dataIndex: 'row', width: 70 },
                { title: t('upload.key'), dataIndex: 'key' },
                {
                  title: t('common.error'),
                  dataIndex: 'errors',
                  render: (errors) => translateErrors(errors).join(', '),
                },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}
