import { screen, waitFor, within } from '@testing-library/react';
import { call, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { PRODUCTS } from '@mocks/seed';
import { describeLink } from './PublicCollectionPage';
import { at, first } from '@/lib/at';

useMockServer();

const T = { timeout: 30_000 };

describe('public collections', { timeout: 60_000 }, () => {
  it('lists the collections of a user, each linking to its page with link previews', async () => {
    const { user, router } = await renderApp('/v/influencer');
    const link = await screen.findByRole('link', { name: /Yaz Favorilerim/ }, T);
    expect(screen.getByRole('link', { name: /Ev Dekorasyonu/ })).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/influencer/Yaz%20Favorilerim');

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/influencer/Yaz%20Favorilerim'), T);
    const expected = await call('GET', '/api/collections/getCollection/influencer/Yaz%20Favorilerim');
    const items: { shortUrl: string }[] = expected.body.content.collectionItems;
    expect(items.length).toBeGreaterThan(0);

    await screen.findByRole('heading', { name: 'Yaz Favorilerim' }, T);
    const buttons = await screen.findAllByRole('link', { name: /Ürüne git/ }, T);
    expect(buttons).toHaveLength(items.length);
    buttons.forEach((button, i) => {
      expect(button).toHaveAttribute('href', new URL(at(items, i).shortUrl).href);
      expect(button).toHaveAttribute('target', '_blank');
      expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(items.length);
    const described = describeLink(first(items).shortUrl);
    expect(within(first(cards)).getByText('trendyol.com')).toBeInTheDocument();
    expect(within(first(cards)).getByText(described.title)).toBeInTheDocument();
    // Each card names the product as the shop wrote it, Turkish letters and spaces included ('Çapraz çanta', not
    // 'Caprazcanta'): the name read back from the link's path.
    const names = PRODUCTS.map((p) => p.toLocaleLowerCase('tr'));
    for (const card of cards)
      expect(names, card.getAttribute('aria-label') ?? '').toContain(
        card.getAttribute('aria-label')?.toLocaleLowerCase('tr'),
      );
  });

  it('also shows a collection under /v/{user}/{collection}, signed in or not', async () => {
    await renderApp('/v/influencer/Ev%20Dekorasyonu', { as: 'member' });
    await screen.findByRole('heading', { name: 'Ev Dekorasyonu' }, T);
    expect((await screen.findAllByRole('link', { name: /Ürüne git/ }, T)).length).toBeGreaterThan(0);
  });

  it('shows a translated error for an unknown user', async () => {
    await renderApp('/v/boylebirikullaniciyok');
    expect(await screen.findByText('Kullanıcı bulunamadı.', undefined, T)).toBeInTheDocument();
  });

  it('shows a translated error for an unknown collection', async () => {
    await renderApp('/influencer/Olmayan%20Koleksiyon');
    expect(await screen.findByText('Koleksiyon bulunamadı.', undefined, T)).toBeInTheDocument();
  });

  it('shows NothingToDisplay for a user without collections', async () => {
    await renderApp('/v/operasyon');
    expect(await screen.findByText('Gösterilecek kayıt bulunamadı.', undefined, T)).toBeInTheDocument();
  });
});

describe('describeLink', () => {
  it('derives the host and a readable product name from the path', () => {
    expect(
      describeLink(
        'https://www.trendyol.com/mavi/kadin-siyah-elbise-p-123456?utm_source=influencer_x&utm_medium=affiliate',
      ),
    ).toEqual({
      href: 'https://www.trendyol.com/mavi/kadin-siyah-elbise-p-123456?utm_source=influencer_x&utm_medium=affiliate',
      host: 'trendyol.com',
      title: 'Kadin siyah elbise',
      brand: 'Mavi',
    });
    expect(describeLink('http://shop.example/urun/%C3%A7anta-deri.html').title).toBe('Çanta deri');
    expect(describeLink('https://ty.gl/abc123').title).toBe('Abc123');
    expect(describeLink('https://example.com/').title).toBe('example.com');
  });

  it('never makes a link of a non-http(s) URL', () => {
    expect(describeLink('javascript:alert(1)').href).toBeNull();
    expect(describeLink('data:text/html,hi').href).toBeNull();
    expect(describeLink('not a url').href).toBeNull();
    expect(describeLink('ftp://files.example/x').href).toBeNull();
  });
});

describe('contract pages', { timeout: 60_000 }, () => {
  it.each([
    ['member', 'Üyelik Sözleşmesi'],
    ['account-create-information', 'Hesap Oluşturma Aydınlatma Metni'],
    ['cookie', 'Çerez Politikası'],
    ['cookie-contract', 'Çerez Politikası'],
    ['data', 'Kişisel Verilerin Korunması Aydınlatma Metni'],
    ['communication', 'Ticari Elektronik İleti ve İletişim İzni'],
    ['trendyolinfo', 'Trendyol Influencer Programı Bilgilendirme Metni'],
  ])('/contract/%s shows %s', async (name, title) => {
    await renderApp(`/contract/${name}`);
    expect(await screen.findByRole('heading', { level: 1, name: title }, T)).toBeInTheDocument();
  });

  it('answers an unknown contract with a 404', async () => {
    await renderApp('/contract/olmayan');
    expect(await screen.findByText('Aradığınız sözleşme bulunamadı.', undefined, T)).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});
