import type { ComponentType, ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '@/i18n';
import GuidePage from './GuidePage';
import FaqPage from './FaqPage';
import InfoPage from './InfoPage';
import PrivacyPage from './PrivacyPage';
import ImageGuidePage from './ImageGuidePage';
import DataRequestPage, { buildDataRequestMailto, isValidIdentityNumber } from './DataRequestPage';
import WelcomePage from './WelcomePage';
import MemberContract from './contracts/MemberContract';
import AccountCreateInformation from './contracts/AccountCreateInformation';
import CookieContract from './contracts/CookieContract';
import DataContract from './contracts/DataContract';
import CommunicationContract from './contracts/CommunicationContract';
import TrendyolInfoContract from './contracts/TrendyolInfoContract';
import { first } from '@/lib/at';

// antd needs matchMedia and ResizeObserver, which jsdom lacks (the shared setup file may not provide them).
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}
// jsdom does not implement getComputedStyle for pseudo-elements (antd's Table measures the scrollbar with one).
const getComputedStyleWithoutPseudo = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyleWithoutPseudo(element);

function renderPage(ui: ReactElement) {
  return render(
    <ConfigProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </ConfigProvider>,
  );
}

const bodyText = () => document.body.textContent ?? '';

function Path() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const PAGES: [string, ComponentType, string[]][] = [
  ['GuidePage', GuidePage, ['%10', '2-4 hafta', '%15', '1.000 TL', '500 TL', '20’si ile 25’i', '6 sayfalık']],
  ['FaqPage', FaqPage, ['Sıkça Sorulan Sorular', '1-2 hafta', 'ücret veya ceza yoktur']],
  ['InfoPage', InfoPage, ['Portal Dijital Ajans A.Ş.', 'Ataşehir', '1-3 iş günü']],
  ['PrivacyPage', PrivacyPage, ['Gizlilik Bildirimi', '30 gün', 'kvkk@portal.example']],
  ['ImageGuidePage', ImageGuidePage, ['2-4 hafta', '2 hafta içinde']],
  ['MemberContract', MemberContract, ['Üyelik Sözleşmesi', 'İstanbul Anadolu', '%10']],
  ['AccountCreateInformation', AccountCreateInformation, ['Hesap Oluşturma Aydınlatma Metni', '30 gün']],
  ['CookieContract', CookieContract, ['Çerez Politikası', '03/05/2021']],
  ['DataContract', DataContract, ['Aydınlatma Metni', '30 gün', 'İlk başvurunuz ücretsizdir']],
  ['CommunicationContract', CommunicationContract, ['Ticari Elektronik İleti', 'ücretsiz']],
  ['TrendyolInfoContract', TrendyolInfoContract, ['Trendyol Influencer', 'ilk iki gün boş']],
];

describe('static pages', () => {
  it.each(PAGES)('%s renders its key facts', (_name, Page, facts) => {
    renderPage(<Page />);
    for (const fact of facts) expect(bodyText(), fact).toContain(fact);
  });

  it('guide shows the six parts as steps', () => {
    renderPage(<GuidePage />);
    for (const part of [
      'Başvuru',
      'Kayıt ve ajans seçimi',
      'Sözleşme yükleme',
      'Paylaşım onayı',
      'Genel işleyiş',
      'Ödemeler',
    ]) {
      expect(screen.getByRole('heading', { name: new RegExp(part) })).toBeInTheDocument();
    }
  });

  it('FAQ has 10 to 14 questions that open on click', async () => {
    renderPage(<FaqPage />);
    const headers = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') !== null);
    expect(headers.length).toBeGreaterThanOrEqual(10);
    expect(headers.length).toBeLessThanOrEqual(14);
    const question = screen.getByText('Trendyol onayı ne kadar sürer?');
    await userEvent.click(question);
    await waitFor(() => expect(question.closest('[aria-expanded]')).toHaveAttribute('aria-expanded', 'true'));
  });

  it('welcome page shows the address and a start link to registration', () => {
    renderPage(<WelcomePage />);
    expect(bodyText()).toContain('Portal Dijital Ajans A.Ş.');
    expect(bodyText()).toContain('Ataşehir / İstanbul');
    expect(screen.getByRole('link', { name: 'Hemen Başla' })).toHaveAttribute('href', '/account/register');
    expect(screen.getByRole('link', { name: 'Hesabım var' })).toHaveAttribute('href', '/account/login');
  });

  it('welcome page gives visitors the app stores, the legal pages and the public collection pages', async () => {
    const user = userEvent.setup();
    render(
      <ConfigProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<WelcomePage />} />
            <Route path="/v/:userName" element={<p>collections page</p>} />
          </Routes>
          <Path />
        </MemoryRouter>
      </ConfigProvider>,
    );
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
    );
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/play\.google\.com\//),
    );
    const legal = screen.getByRole('navigation', { name: 'Yasal metinler' });
    for (const [label, href] of [
      ['Üyelik Sözleşmesi', '/contract/member'],
      ['Hesap Oluşturma Aydınlatma Metni', '/contract/account-create-information'],
      ['Çerez Politikası', '/contract/cookie'],
      ['KVKK Aydınlatma Metni', '/contract/data'],
      ['Ticari Elektronik İleti İzni', '/contract/communication'],
    ])
      expect(within(legal).getByRole('link', { name: label })).toHaveAttribute('href', href);

    // A creator's public collections: nothing typed asks for the name; '@name' opens /v/name.
    const show = screen.getByRole('button', { name: 'Koleksiyonları göster' });
    await user.click(show);
    expect(screen.getByRole('alert')).toHaveTextContent('Bu alan gerekli!');
    await user.type(
      screen.getByRole('textbox', { name: 'İçerik üreticisinin kullanıcı adı' }),
      '@ayse.yilmaz',
    );
    await user.click(show);
    expect(await screen.findByText('collections page')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/v/ayse.yilmaz');
  });
});

describe('data request form', () => {
  it('shows required messages when submitted empty and keeps typed values', async () => {
    const user = userEvent.setup();
    const openMail = vi.fn();
    renderPage(<DataRequestPage openMail={openMail} />);

    await user.type(screen.getByLabelText('Ad Soyad'), 'Ayşe Yılmaz');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));

    await waitFor(() => expect(screen.getAllByText('Bu alan gerekli!').length).toBe(5));
    expect(screen.getByLabelText('Ad Soyad')).toHaveValue('Ayşe Yılmaz');
    expect(openMail).not.toHaveBeenCalled();
  });

  it('validates the e-mail, identity number and phone, each message announced', async () => {
    const user = userEvent.setup();
    renderPage(<DataRequestPage openMail={vi.fn()} />);
    await user.type(screen.getByLabelText('E-posta'), 'not-an-email');
    await user.type(screen.getByLabelText('TC Kimlik No'), '10000000147');
    await user.type(screen.getByLabelText('Telefon'), '0532 111');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const alerts = async () => (await screen.findAllByRole('alert')).map((a) => a.textContent);
    await waitFor(async () =>
      expect(await alerts()).toEqual(
        expect.arrayContaining([
          'Geçerli bir e-posta adresi girin!',
          'Lütfen geçerli, 11 haneli bir TC Kimlik numarası giriniz.',
          'Lütfen telefon numarasını eksiksiz giriniz.',
        ]),
      ),
    );
    expect(screen.getByLabelText('TC Kimlik No')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an e-mail whose domain has no dot, accepts one that has', async () => {
    const user = userEvent.setup();
    renderPage(<DataRequestPage openMail={vi.fn()} />);
    const email = screen.getByLabelText('E-posta');
    await user.type(email, 'ayse@example');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Geçerli bir e-posta adresi girin!')).toBeInTheDocument();

    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(screen.queryByText('Geçerli bir e-posta adresi girin!')).toBeNull());
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('builds a mailto link to the data officer and shows a success message', async () => {
    const user = userEvent.setup();
    const openMail = vi.fn();
    renderPage(<DataRequestPage openMail={openMail} />);

    await user.type(screen.getByLabelText('Ad Soyad'), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText('TC Kimlik No'), '10000000146');
    await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Telefon'), '0 (532) 111 22 33');
    await user.click(screen.getByLabelText('Talep Türü'));
    await user.click(await screen.findByTitle('Verilerimin silinmesi veya yok edilmesi'));
    await user.type(screen.getByLabelText('Talep Detayı'), 'Hesabımın silinmesini istiyorum.');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));

    await waitFor(() => expect(openMail).toHaveBeenCalledTimes(1));
    const href = first(first(openMail.mock.calls)) as string;
    expect(href.startsWith('mailto:kvkk@portal.example?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Ad Soyad: Ayşe Yılmaz');
    expect(decodeURIComponent(href)).toContain('Verilerimin silinmesi veya yok edilmesi');
    expect(await screen.findByText(/Başvurunuz hazırlandı/)).toBeInTheDocument();
    const alert = screen
      .getByText('Başvurunuz e-posta olarak hazırlandı')
      .closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'buraya tıklayın' })).toHaveAttribute('href', href);
    expect(screen.getByLabelText('Ad Soyad')).toHaveValue('Ayşe Yılmaz');
  });

  it('checks identity numbers and encodes the mail body', () => {
    expect(isValidIdentityNumber('10000000146')).toBe(true);
    expect(isValidIdentityNumber('10000000147')).toBe(false);
    expect(isValidIdentityNumber('01234567890')).toBe(false);
    const href = buildDataRequestMailto({
      fullName: 'A & B',
      identityNumber: '10000000146',
      email: 'a@b.co',
      phone: '05321112233',
      requestType: 'other',
      details: 'x?y=z',
    });
    expect(href).not.toContain('&B');
    expect(href).toContain(encodeURIComponent('Talep Türü: Diğer'));
  });
});
