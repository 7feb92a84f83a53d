/** The rows of one period as an .xlsx download (administrators). */
import { ADMIN, type Router, type SignedInCtx } from '../../core/router';
import { badRequest, fileResponse } from '../../core/envelope';
import { filterByBrand } from '../../core/brands';
import { listLookups } from '../../core/lookups';
import { allRows } from '../../core/tables';
import type { SheetColumn } from '../../lib/sheets';
import { INVOICE_ID, paymentDto } from './rows';

/**
 * The administrator's status names: the server's own copy of the payment screens' `paymentStatus.admin.*` texts,
 * held equal to them by tests/unit/api/shared-rules.test.ts.
 */
export const STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'Fatura Yüklenmeli',
  1: 'Kesildi',
  2: 'Gönderildi',
  3: 'İmzalandı',
  4: 'Ödendi',
  5: 'Sonraki Aya Devredildi',
  6: 'Revizyon İstendi',
  7: 'Revizyon Geldi',
  8: 'İmza Onaylandı',
  9: 'Fatura Kesiliyor (Şirket)',
};

const statusLabel = (status: number) => STATUS_LABELS[status] ?? String(status);

const EXCEL_COLUMNS: SheetColumn[] = [
  { header: 'Ad Soyad', key: 'fullName' },
  { header: 'Trendyol Kullanıcı Adı', key: 'trendyolUserName' },
  { header: 'Fatura Dönemi', key: 'invoiceId' },
  { header: 'Marka', key: 'companyName' },
  { header: 'Durum', key: 'statusLabel' },
  { header: 'Trendyol Kazancı', key: 'trendyolTotalAmount', type: 'number' },
  { header: 'Ajans Komisyon Oranı (%)', key: 'newTvCommissionPercentage', type: 'number' },
  { header: 'Ajans Komisyonu', key: 'newTvCommissionAmount', type: 'number' },
  { header: 'Brüt Tutar', key: 'grossAmount', type: 'number' },
  { header: 'Stopaj (%15)', key: 'stoppageTaxAmount', type: 'number' },
  { header: 'KDV (%18)', key: 'vatAmount', type: 'number' },
  { header: 'Tevkifat (%70)', key: 'tevkifatAmount', type: 'number' },
  { header: 'Ödenecek Tutar', key: 'paymentAmount', type: 'number' },
];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerPaymentExport(router: Router): void {
  router.add(
    'GET',
    '/api/paymentTrackings/getTrackingExcel/{invoiceDate}',
    'getTrackingExcel',
    ADMIN,
    async (ctx: SignedInCtx) => {
      const invoiceDate = (ctx.params.invoiceDate ?? '').trim();
      if (!invoiceDate) throw badRequest('RequiredField', 'invoiceDate');
      if (!INVOICE_ID.test(invoiceDate)) throw badRequest('InvalidValue', 'invoiceDate');
      const period = allRows(ctx.db, 'paymentTrackings').filter((r) => r.invoiceId === invoiceDate);
      const look = listLookups(ctx.db);
      const rows = filterByBrand(ctx.db, period, ctx.query, {})
        .map((r) => ({ ...paymentDto(r, look), statusLabel: statusLabel(r.status) }))
        .sort((a, b) => (a.fullName ?? '').localeCompare(b.fullName ?? '', 'tr'));
      // The spreadsheet writer loads with the first export, not with the mock.
      const { writeXlsx } = await import('../../lib/sheets');
      const blob = await writeXlsx(EXCEL_COLUMNS, rows, `Ödemeler ${invoiceDate}`);
      return fileResponse(await blob.arrayBuffer(), XLSX_TYPE, `odeme-takip-${invoiceDate}.xlsx`);
    },
  );
}
