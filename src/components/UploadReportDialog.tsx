/** The result of an import (loaded with the first report, see UploadButton). */
import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateErrors } from '@/i18n';
import type { UploadReport } from '@/api/types';

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
