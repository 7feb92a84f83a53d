import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, listStates, appAt, emptyPage, errorEnvelope, never } from '../../../.storybook/helpers';
import { first } from '@/lib/at';

const LIST_URL = '/api/paymentTrackings';
const ROUTE = '/admin/payment-tracking-list';

const meta = preview.meta({ title: 'Payments/Payment tracking', parameters: appAt(ROUTE, 'member') });

const body = () => within(document.body);

// ---- member

/** The demo member's own rows (one per status), the two cards and the earnings chart. */
export const MemberFilled = meta.story({});

const list = listStates(LIST_URL);

export const MemberEmpty = meta.story(list.empty);

export const MemberLoading = meta.story(list.loading);

export const MemberError = meta.story(list.error);

/** The detail dialog of a member's row: every amount, no marketplace id. */
export const MemberDetailDialog = meta.story({
  async play({ canvasElement }) {
    await userEvent.click(first(await within(canvasElement).findAllByRole('button', { name: 'Detay' })));
    await expect(await body().findByRole('dialog', { name: 'Ödeme Detayı' })).toBeInTheDocument();
  },
});

/** Deleting the own upload asks first. */
export const MemberDeleteConfirmation = meta.story({
  async play({ canvasElement }) {
    await userEvent.click(
      first(await within(canvasElement).findAllByRole('button', { name: 'Belgeyi Sil' })),
    );
    // Every delete asks the spec's 'AreYouSureToDelete'.
    await expect(await body().findByText('Silmek istediğinize emin misiniz?')).toBeInTheDocument();
  },
});

// ---- administrator

const asAdmin = { parameters: { signedInAs: 'admin' as const } };

/** Every member's rows (the marketplace pseudo-brand first), the toolbar and the workflow actions. */
export const AdminFilled = meta.story({ ...asAdmin });

export const AdminEmpty = meta.story({
  ...asAdmin,
  ...answering('get', LIST_URL, emptyPage),
});

export const AdminLoading = meta.story({
  ...asAdmin,
  ...answering('get', LIST_URL, never),
});

export const AdminError = meta.story({
  ...asAdmin,
  ...answering('get', LIST_URL, () => errorEnvelope('InvalidValue', 400, 'statusFilter')),
});

/** The actions menu: Excel download, update list, bulk payments, multi-file invoices. */
export const AdminActionsMenu = meta.story({
  ...asAdmin,
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /İşlemler/ }));
    await expect(await body().findByRole('button', { name: /Excel İndir/ })).toBeInTheDocument();
  },
});

/** The Excel dialog submitted empty: 'Lütfen InvoiceId Giriniz'. */
export const AdminExcelDialog = meta.story({
  ...asAdmin,
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /İşlemler/ }));
    await userEvent.click(await body().findByRole('button', { name: /Excel İndir/ }));
    const dialog = await body().findByRole('dialog', { name: 'Excel İndir' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'İndir' }));
    await expect(await within(dialog).findByText('Lütfen InvoiceId Giriniz')).toBeInTheDocument();
  },
});

/** The signature reminder submitted empty: both warnings. */
export const AdminSignatureReminderDialog = meta.story({
  ...asAdmin,
  async play({ canvasElement }) {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /İmza Hatırlatma/ }));
    const dialog = await body().findByRole('dialog', { name: 'İmza Hatırlatma Maili Gönder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await expect(await within(dialog).findByText('Lütfen Invoice Id Giriniz')).toBeInTheDocument();
    await expect(within(dialog).getByText('Lütfen Mail İçeriği Giriniz')).toBeInTheDocument();
  },
});

/** The administrator's detail dialog shows the marketplace id. */
export const AdminDetailDialog = meta.story({
  ...asAdmin,
  async play({ canvasElement }) {
    await userEvent.click(first(await within(canvasElement).findAllByRole('button', { name: 'Detay' })));
    const dialog = await body().findByRole('dialog', { name: 'Ödeme Detayı' });
    await expect(within(dialog).getByText('Trendyol Kullanıcı Adı')).toBeInTheDocument();
  },
});
