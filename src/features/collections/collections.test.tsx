import { screen, waitFor, within } from '@testing-library/react';
import { call, loginMember, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { buttonIn, dialogTitled, fill, formItemOf } from '../../../tests/support/ui';
import { at } from '@/lib/at';

useMockServer();

const T = { timeout: 40_000 };

const rows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('main .ant-table-tbody tr.ant-table-row'));
const names = () => rows().map((r) => r.querySelector('td')!.textContent);
/** The url lines of the dialog's links, in order. */
const links = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('ol > li')).map(
    (li) => li.querySelector('div > .ant-typography:first-child')!.textContent,
  );

async function openList(as: 'admin' | 'member') {
  const utils = await renderApp('/admin/collection-list', { as });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), T);
  return utils;
}

const A = 'https://www.trendyol.com/marka/elbise-p-111111';
const B = 'https://www.trendyol.com/marka/ceket-p-222222?boyut=38';

describe('link collections', { timeout: 240_000 }, () => {
  it('a member builds a collection from pasted links, reorders it by arrows and saves it', async () => {
    const { user } = await openList('member');
    // A member sees their own collections, each with its public address.
    expect(names()).toContain('Yaz Favorilerim');
    const yaz = at(rows(), names().indexOf('Yaz Favorilerim'));
    expect(within(yaz).getByText('/influencer/Yaz Favorilerim').closest('a')).toBeInTheDocument();

    await user.click(screen.getByText('Yeni Koleksiyon').closest('button')!);
    const dialog = await dialogTitled('Yeni Koleksiyon');
    const form = within(dialog);
    const name = await form.findByLabelText(/^Ad/, undefined, T);

    // Required name, and a bad link refused with a message, the typed text kept.
    await user.click(buttonIn(dialog, 'Kaydet'));
    await waitFor(() => expect(formItemOf(name)).toHaveTextContent('Bu alan gerekli!'), T);
    const add = form.getByLabelText('Bağlantı ekle');
    await fill(user, add, 'trendyol elbise');
    await user.click(buttonIn(dialog, 'Ekle'));
    expect(formItemOf(add)).toHaveTextContent('Geçerli bir bağlantı girin');
    expect(add).toHaveValue('trendyol elbise');

    await fill(user, add, A);
    await user.click(buttonIn(dialog, 'Ekle'));
    await fill(user, add, B);
    await user.keyboard('{Enter}');
    expect(links(dialog)).toEqual([A, B]);
    expect(add).toHaveValue('');
    // The affiliate link of the owner is shown at once.
    expect(dialog).toHaveTextContent(
      'utm_source=influencer_influencer&utm_medium=affiliate&utm_campaign=tatil',
    );
    // Links not saved yet can be taken out again.
    expect(form.getByLabelText('2. bağlantıyı kaldır')).toBeInTheDocument();

    await user.click(form.getByLabelText('2. bağlantıyı yukarı taşı'));
    expect(links(dialog)).toEqual([B, A]);

    await fill(user, name, 'Kış Seçkim');
    await user.click(buttonIn(dialog, 'Kaydet'));
    await screen.findByText('İşlem başarılı.', undefined, T);
    await waitFor(() => expect(names()).toContain('Kış Seçkim'), T);

    const res = await call('GET', '/api/collections/getCollection/influencer/Kış Seçkim');
    const items = res.body.content.collectionItems as { url: string; shortUrl: string; order: number }[];
    expect(items.map((i) => [i.order, i.url])).toEqual([
      [1, B],
      [2, A],
    ]);
    const short = new URL(at(items, 1).shortUrl);
    expect(Object.fromEntries(short.searchParams)).toMatchObject({
      utm_source: 'influencer_influencer',
      utm_medium: 'affiliate',
      utm_campaign: 'tatil',
    });
  });

  it('shows a server error in the dialog and keeps the name and links', async () => {
    const { user } = await openList('member');
    await user.click(screen.getByText('Yeni Koleksiyon').closest('button')!);
    const dialog = await dialogTitled('Yeni Koleksiyon');
    const form = within(dialog);
    const name = await form.findByLabelText(/^Ad/, undefined, T);
    await fill(user, name, 'yaz favorilerim');
    await fill(user, form.getByLabelText('Bağlantı ekle'), A);
    await user.click(buttonIn(dialog, 'Ekle'));
    await user.click(buttonIn(dialog, 'Kaydet'));
    expect(await form.findByRole('alert', undefined, T)).toHaveTextContent(
      'Bu isimde bir koleksiyonunuz zaten var',
    );
    expect(name).toHaveValue('yaz favorilerim');
    expect(links(dialog)).toEqual([A]);
  });

  it('lets only administrators remove saved links', async () => {
    const token = await loginMember();
    const mine = await call('GET', '/api/collections', { token, query: { filter: 'Yaz Favorilerim' } });
    const id = mine.body.content.items[0]!.id;
    const detail = await call('GET', `/api/collections/${id}`, { token });
    const count = detail.body.content.collectionItems.length;

    const member = await openList('member');
    await member.user.click(screen.getByLabelText('Düzenle Yaz Favorilerim'));
    let dialog = await dialogTitled('Koleksiyonu Düzenle');
    await waitFor(() => expect(links(dialog)).toHaveLength(count), T);
    expect(within(dialog).queryByLabelText(/bağlantıyı kaldır/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('1. bağlantıyı aşağı taşı')).toBeEnabled();
    member.unmount();

    const admin = await openList('admin');
    await fill(admin.user, screen.getByPlaceholderText('Ara'), 'Yaz Favorilerim');
    await waitFor(() => expect(rows()).toHaveLength(1), T);
    await admin.user.click(screen.getByLabelText('Düzenle Yaz Favorilerim'));
    dialog = await dialogTitled('Koleksiyonu Düzenle');
    await waitFor(() => expect(links(dialog)).toHaveLength(count), T);
    // The public address of the owner, not of the administrator.
    expect(within(dialog).getByText('/influencer/Yaz Favorilerim').closest('a')).toBeInTheDocument();
    await admin.user.click(within(dialog).getByLabelText('1. bağlantıyı kaldır'));
    await admin.user.click(buttonIn(dialog, 'Kaydet'));
    await screen.findByText('İşlem başarılı.', undefined, T);
    const after = await call('GET', `/api/collections/${id}`, { token });
    expect(after.body.content.collectionItems).toHaveLength(count - 1);
  });
});
