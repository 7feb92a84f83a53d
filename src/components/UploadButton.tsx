/**
 * The one upload control: picks files of the accepted types, warns about (or refuses) files over the
 * limit, sends them in the multipart `files` field and hands the answer back.
 *
 * It is a plain button over a hidden native file input (antd's Upload with its upload list and progress bars is not
 * needed to pick files), and the import report's dialog (a table) loads when a report is first shown, so list pages
 * with an upload carry neither.
 */
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrors } from '@/i18n';
import type { UploadReport } from '@/api/types';
import { errorsOf } from './ErrorAlert';
import { useFeedback } from '@/lib/feedback';
import { lazyDialog } from './lazyDialog';

const loadReportDialog = () => import('./UploadReportDialog');
const UploadReportDialog = lazyDialog(
  () => loadReportDialog().then((m) => m.UploadReportDialog),
  (p) => !!p.report,
);

export const MAX_UPLOAD_BYTES = 10485760;
/**
 * The spreadsheet imports: csv and xlsx, what the server reads. Binary .xls (Excel 97-2003) is not offered: no
 * well-kept library reads it (docs/decisions.md); the server answers `UnsupportedSpreadsheet` if one comes anyway.
 */
export const SPREADSHEET_ACCEPT = '.csv,.xlsx';

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
  const input = useRef<HTMLInputElement>(null);

  const send = async (files: File[]) => {
    const tooBig = files.filter((f) => f.size > MAX_UPLOAD_BYTES);
    if (tooBig.length > 0) {
      void message.error(t('FileTooLarge'), 3);
      if (oversize === 'block') return;
    }
    setBusy(true);
    // The report's dialog loads while the file travels (a failure shows when the dialog opens, see lazyDialog).
    if (showReport) loadReportDialog().catch(() => {});
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
    // One box holding the button and its input, so a row or a toolbar can find the input of its button.
    // A block button fills its row as antd's `block` does, so a column of buttons shares one width.
    <span className="portal-upload" style={{ display: buttonProps?.block ? 'block' : 'inline-block' }}>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        // `hidden` alone loses to antd's form reset (`input[type=file] { display: block }`), which showed the raw
        // browser control ("Choose Files"); the inline style wins, and click() still opens the picker.
        hidden
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Picking the same file again must fire again.
          e.target.value = '';
          if (files.length > 0) void send(files);
        }}
      />
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        {...buttonProps}
        onClick={(e) => {
          buttonProps?.onClick?.(e);
          input.current?.click();
        }}
      >
        {label ?? t('common.upload')}
      </Button>
      <UploadReportDialog report={report} onClose={() => setReport(null)} />
    </span>
  );
}
