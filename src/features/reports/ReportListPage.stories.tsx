/**
 * The one report screen over its four areas (commissions, marketplace commissions, campaign reports, coupons):
 * filled, empty, loading and error lists, the member's view, the create/edit dialog (blank, filled, refused by
 * validation, refused by the server, saving) and the upload result.
 */
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import {
  answering,
  listStates,
  clickUntil,
  listSettled,
  appAt,
  envelope,
  errorEnvelope,
  never,
} from '../../../.storybook/helpers';
import { first } from '@/lib/at';

const COMMISSIONS = '/api/Commissions';
const COMMISSION_UPLOAD = '/api/Commissions/UploadWithExcel';

const meta = preview.meta({
  title: 'Reports/Report screens',
  parameters: appAt('/admin/commission-list', 'admin'),
});

// ---- lists

/** Commissions of every brand (the filter starts on the marketplace pseudo-brand, which has no rows). */
export const CommissionsFilled = meta.story({
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Marka filtresi'));
    await userEvent.click((await within(document.body).findAllByTitle('Tüm markalar')).at(-1)!);
    await expect((await canvas.findAllByText(/^Kayıtlı/)).length).toBeGreaterThan(0);
  },
});

const commissions = listStates(COMMISSIONS);
const trendyol = listStates('/api/trendyolCommissions', {
  parameters: appAt('/admin/trendyol-commission-list', 'admin'),
});
const campaigns = listStates('/api/Campaigns', { parameters: appAt('/admin/campaign', 'admin') });
const coupons = listStates('/api/Coupons', { parameters: appAt('/admin/coupon', 'admin') });

/** The default filter: the marketplace pseudo-brand, whose commission list is empty. */
export const CommissionsEmpty = meta.story(commissions.empty);

export const CommissionsLoading = meta.story(commissions.loading);

export const CommissionsError = meta.story(commissions.error);

/** A member: their own rows only, no brand filter, upload or actions. */
export const CommissionsMember = meta.story({ parameters: { signedInAs: 'member' } });

export const TrendyolCommissionsFilled = meta.story({
  parameters: appAt('/admin/trendyol-commission-list', 'admin'),
});

export const TrendyolCommissionsEmpty = meta.story(trendyol.empty);

export const TrendyolCommissionsLoading = meta.story(trendyol.loading);

export const TrendyolCommissionsError = meta.story(trendyol.error);

export const CampaignsFilled = meta.story({ parameters: appAt('/admin/campaign', 'admin') });

export const CampaignsEmpty = meta.story(campaigns.empty);

export const CampaignsLoading = meta.story(campaigns.loading);

export const CampaignsMember = meta.story({ parameters: appAt('/admin/campaign', 'member') });

export const CampaignsError = meta.story(campaigns.error);

export const CouponsFilled = meta.story({ parameters: appAt('/admin/coupon', 'admin') });

export const CouponsMember = meta.story({ parameters: appAt('/admin/coupon', 'member') });

export const CouponsEmpty = meta.story(coupons.empty);

export const CouponsError = meta.story(coupons.error);

export const CouponsLoading = meta.story(coupons.loading);

// ---- the create / edit dialog

const openNew = async (canvasElement: HTMLElement, label = /Yeni Komisyon/) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: label }));
  return within(await within(document.body).findByRole('dialog'));
};

/** The blank commission dialog: name, user name, invoice id, total and brand. */
export const NewCommissionDialog = meta.story({
  async play({ canvasElement }) {
    const dialog = await openNew(canvasElement);
    await expect(await dialog.findByLabelText('Toplam')).toBeInTheDocument();
  },
});

/** Saved empty with a negative total: the required fields and the total are refused, nothing is sent. */
export const NewCommissionDialogValidation = meta.story({
  async play({ canvasElement }) {
    const dialog = await openNew(canvasElement);
    await userEvent.type(await dialog.findByLabelText('Toplam'), '-3');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await expect((await dialog.findAllByText('Bu alan gerekli!')).length).toBe(2);
    await expect(await dialog.findByText('Değer sıfırdan küçük olamaz.')).toBeInTheDocument();
  },
});

const fillCommission = async (dialog: ReturnType<typeof within>) => {
  await userEvent.type(await dialog.findByLabelText(/^Ad/), 'Elle eklenen');
  await userEvent.type(dialog.getByLabelText(/^Kullanıcı Adı/), 'influencer');
  await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
};

/** The server refuses the save: its translated error in the dialog, the typed values kept. */
export const NewCommissionDialogServerError = meta.story({
  ...answering('post', COMMISSIONS, () => errorEnvelope('CompanyNotFound', 400, 'Silinmiş Marka')),
  async play({ canvasElement }) {
    const dialog = await openNew(canvasElement);
    await fillCommission(dialog);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Marka bulunamadı: Silinmiş Marka');
    await expect(dialog.getByLabelText(/^Ad/)).toHaveValue('Elle eklenen');
  },
});

/** Saving: the button spins until the server answers. */
export const NewCommissionDialogSaving = meta.story({
  ...answering('post', COMMISSIONS, never),
  async play({ canvasElement }) {
    await fillCommission(await openNew(canvasElement));
  },
});

/** Lists every brand's rows and opens the first row for editing; returns its dialog. */
const editFirstRow = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByLabelText('Marka filtresi'));
  await userEvent.click((await within(document.body).findAllByTitle('Tüm markalar')).at(-1)!);
  await canvas.findAllByRole('button', { name: /^Düzenle / });
  await listSettled(canvasElement);
  const dialog = await clickUntil(
    () => first(canvas.getAllByRole('button', { name: /^Düzenle / })),
    () => within(document.body).findByRole('dialog', undefined, { timeout: 3_000 }),
  );
  return within(dialog);
};

/** A commission opened for editing: its values filled in (every brand listed, the first row edited). */
export const EditCommissionDialog = meta.story({
  async play({ canvasElement }) {
    const dialog = await editFirstRow(canvasElement);
    await expect(await dialog.findByLabelText(/^Kullanıcı Adı/)).not.toHaveValue('');
  },
});

/** A coupon opened for editing: its values filled in. */
export const EditCouponDialog = meta.story({
  parameters: appAt('/admin/coupon', 'admin'),
  async play({ canvasElement }) {
    const dialog = await editFirstRow(canvasElement);
    await expect(await dialog.findByLabelText(/^Kupon Kodu/)).not.toHaveValue('');
  },
});

/** The blank campaign report dialog. */
export const NewCampaignDialog = meta.story({
  parameters: appAt('/admin/campaign', 'admin'),
  async play({ canvasElement }) {
    await openNew(canvasElement, /Yeni Kampanya Raporu/);
  },
});

// ---- the upload

const upload = async (canvasElement: HTMLElement) => {
  // The page (and its upload control) renders once its lazy code is in.
  const input = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  const csv = 'userName;invoiceId;total;companyName\nyeni;2026-11;10;Koton\n';
  await userEvent.upload(input, new File([csv], 'komisyon.csv', { type: 'text/csv' }));
};

/** An import with refused rows: how many were imported and each refused row's line and reasons. */
export const UploadReportWithErrors = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(COMMISSION_UPLOAD, () =>
        envelope({
          totalCount: 4,
          successCount: 2,
          errorCount: 2,
          rows: [
            { row: 3, key: 'ayse', errors: [{ name: 'CompanyNotFound', value: 'Olmayan Marka' }] },
            {
              row: 5,
              key: 'mehmet',
              errors: [
                { name: 'RequiredField', value: 'invoiceId' },
                { name: 'InvalidValue', value: 'total' },
              ],
            },
          ],
        }),
      ),
    );
  },
  async play({ canvasElement }) {
    await upload(canvasElement);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByText('2 satır yüklendi, 2 satır hatalı.')).toBeInTheDocument();
  },
});

/** An import where every row was taken. */
export const UploadReportAllImported = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(COMMISSION_UPLOAD, () =>
        envelope({ totalCount: 3, successCount: 3, errorCount: 0, rows: [] }),
      ),
    );
  },
  async play({ canvasElement }) {
    await upload(canvasElement);
    await expect(await within(document.body).findByText('3 satırın tamamı yüklendi.')).toBeInTheDocument();
  },
});

/** A file the server cannot read at all: the translated reason in an error popup. */
export const UploadFileError = meta.story({
  ...answering('post', COMMISSION_UPLOAD, () => errorEnvelope('MissingColumn', 400, 'total')),
  async play({ canvasElement }) {
    await upload(canvasElement);
    await expect(await within(document.body).findByText('Eksik sütun: total')).toBeInTheDocument();
  },
});

/** Uploading: the button spins until the server answers. */
export const Uploading = meta.story({
  ...answering('post', COMMISSION_UPLOAD, never),
  async play({ canvasElement }) {
    await upload(canvasElement);
  },
});
