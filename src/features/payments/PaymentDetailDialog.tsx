/** Every amount of a payment row; the marketplace id only for administrators (spec §2). */
import { Button, Descriptions, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentTracking } from '@/api/types';
import { formatNumber } from '@/lib/format';
import { periodLabel, statusLabelKey } from './status';
import { money } from './money';

export interface PaymentDetailDialogProps {
  row: PaymentTracking | null;
  isAdmin: boolean;
  onClose: () => void;
}

export function PaymentDetailDialog({ row, isAdmin, onClose }: PaymentDetailDialogProps) {
  const { t } = useTranslation();
  const items = row
    ? [
        { key: 'fullName', label: t('field.fullName'), children: row.fullName ?? '' },
        ...(isAdmin
          ? [
              {
                key: 'trendyolUserName',
                label: t('payment.marketplaceId'),
                children: row.trendyolUserName ?? '',
              },
            ]
          : []),
        { key: 'invoicePeriod', label: t('field.invoicePeriod'), children: periodLabel(row.invoiceId) },
        { key: 'companyName', label: t('payment.brand'), children: row.companyName ?? '-' },
        {
          key: 'status',
          label: t('field.status'),
          children: <Tag>{t(statusLabelKey(row.status, isAdmin))}</Tag>,
        },
        {
          key: 'trendyolTotalAmount',
          label: t('payment.marketplaceEarnings'),
          children: money(row.trendyolTotalAmount),
        },
        {
          key: 'newTvCommissionPercentage',
          label: t('payment.agencyCommissionPercentage'),
          children: `%${formatNumber(row.newTvCommissionPercentage)}`,
        },
        {
          key: 'newTvCommissionAmount',
          label: t('payment.agencyCommission'),
          children: money(row.newTvCommissionAmount),
        },
        { key: 'grossAmount', label: t('payment.grossAmount'), children: money(row.grossAmount) },
        { key: 'stoppageTaxAmount', label: t('payment.tax'), children: money(row.stoppageTaxAmount) },
        { key: 'vatAmount', label: t('payment.vat'), children: money(row.vatAmount) },
        { key: 'tevkifatAmount', label: t('payment.withholding70'), children: money(row.tevkifatAmount) },
        {
          key: 'paymentAmount',
          label: t('payment.netPayable'),
          children: <strong>{money(row.paymentAmount)}</strong>,
        },
      ]
    : [];
  return (
    <Modal
      open={!!row}
      title={t('payment.detailTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Descriptions column={1} size="small" bordered items={items} />
    </Modal>
  );
}
