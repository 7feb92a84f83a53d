import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18n, { tr, translateError, translateErrors } from './index';
import { en } from './english';
import { ERROR_NAMES as CATALOGUE_ERRORS } from '@mocks/qa/catalogue';
import { present } from '@/lib/at';

const trMap: Record<string, string> = tr;
const enMap: Record<string, string> = en;

/** The server's catalogue (one list, kept with the mock's fault engine) plus the names only the client raises. */
const ERROR_NAMES = [...CATALOGUE_ERRORS, 'NetworkError', 'PasswordsMustMatch'];

const SUCCESS_AND_MESSAGE_KEYS = [
  'AccountCreationSuccessful',
  'PasswordResetSuccessful',
  'EMailSentSuccessfully',
  'ConfirmEmailSuccess',
  'Successful',
  'AreYouSureToDelete',
  'NothingToDisplay',
];

const EXACT_TEXTS: Record<string, string> = {
  UserNameOrPasswordIncorrect: 'Kullanıcı adı veya şifre yanlış!',
  DuplicateUserName: 'Kullanıcı adı kullanılamaz. Lütfen farklı bir kullanıcı adı giriniz.',
  RequiredField: 'Bu alan gerekli!',
  CompanyTypeRequired: 'Lütfen Şirket tipi seçiniz',
  InvalidIban: 'Lütfen Iban numarasını eksiksiz olarak giriniz',
  InvalidIdentityNumber: 'Lütfen Tc Kimlik numarasını eksiksiz olarak giriniz',
  FileTooLarge: 'Seçtiğiniz dosya en fazla 10MB olabilir. Lütfen farklı bir dosya seçiniz',
  PasswordsDoesNotMatch: 'Şifreler eşleşmiyor!',
  PasswordsMustMatch: 'Şifreler eşleşmeli!',
  EmailValidationError: 'Geçerli bir e-posta adresi girin!',
  'menu.discountCampaigns': 'Avantajlı Urunler',
  'user.deactivateConfirm': 'Kullanıcıyı pasif yapmak istiyor musunuz? Kullanıcı sisteme giriş yapamayacak.',
  'resendConfirmation.failed': 'Kullanıcı bulunamadı, lütfen tekrar deneyiniz',
  'payment.mailContentRequired': 'Lütfen Mail İçeriği Giriniz',
  'payment.invoiceIdRequired': 'Lütfen Invoice Id Giriniz',
  'payment.excelInvoiceIdRequired': 'Lütfen InvoiceId Giriniz',
  'common.loading': 'Yükleniyor...',
  'common.save': 'Kaydet',
  'common.cancel': 'İptal',
  'common.login': 'Giriş Yap',
  'common.register': 'Kayıt Ol',
  'common.haveAccount': 'Hesabım var',
  'field.userName': 'Kullanıcı Adı',
  'field.identityNumber': 'TC Kimlik No',
  'field.city': 'İl',
  'field.province': 'İlçe',
};

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => present(m[1], 'a placeholder name')).sort();
}

/** Each language's texts by area file (`locales/<language>/<area>.json`), read from disk: every area, mock ones too. */
const LOCALES = path.resolve(__dirname, 'locales');
const areas = (language: string): Record<string, Record<string, string>> =>
  Object.fromEntries(
    readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file,
        JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Record<string, string>,
      ]),
  );

describe('translation files', () => {
  const trAreas = areas('tr');
  const enAreas = areas('en');

  it('has the same area files in Turkish and English', () => {
    expect(Object.keys(enAreas).sort()).toEqual(Object.keys(trAreas).sort());
  });

  it.each(Object.keys(trAreas))('has the same keys in Turkish and English in %s', (file) => {
    const trKeys = Object.keys(trAreas[file] ?? {});
    const enKeys = Object.keys(enAreas[file] ?? {});
    expect({ onlyInTurkish: trKeys.filter((k) => !enKeys.includes(k)) }).toEqual({ onlyInTurkish: [] });
    expect({ onlyInEnglish: enKeys.filter((k) => !trKeys.includes(k)) }).toEqual({ onlyInEnglish: [] });
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = Object.keys(enMap).filter(
      (key) => placeholders(enMap[key] ?? '').join() !== placeholders(trMap[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('has no empty texts', () => {
    expect(Object.entries(trMap).filter(([, v]) => v.trim() === '')).toEqual([]);
    expect(Object.entries(enMap).filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  it.each(ERROR_NAMES)('translates error %s in Turkish and English', (name) => {
    expect(trMap[name]).toBeTruthy();
    expect(enMap[name]).toBeTruthy();
  });

  it.each(SUCCESS_AND_MESSAGE_KEYS)('has message %s', (name) => {
    expect(trMap[name]).toBeTruthy();
  });

  it('has the exact Turkish texts of the specs', () => {
    for (const [key, text] of Object.entries(EXACT_TEXTS)) expect(trMap[key], key).toBe(text);
  });

  it('has the value lists', () => {
    const keys = [
      ...[1, 2, 3].map((n) => `companyType.${n}`),
      ...[1, 2, 3, 4, 5, 6].map((n) => `trendyolStatus.${n}`),
      ...[0, 1, 2, 3, 4].map((n) => `ticketSubject.${n}`),
      ...[1, 2, 3].map((n) => `ticketStatus.member.${n}`),
      ...[1, 2, 3].map((n) => `ticketStatus.admin.${n}`),
      ...[0, 1, 2].map((n) => `companyUserStatus.${n}`),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `paymentStatus.admin.${n}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `paymentStatus.member.${n}`),
    ];
    expect(keys.filter((k) => !trMap[k])).toEqual([]);
  });
});

describe('i18n instance', () => {
  it('defaults to Turkish and falls back to English', () => {
    expect(i18n.language).toBe('tr');
    expect(i18n.t('common.save')).toBe('Kaydet');
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });

  it('looks keys up flat (no key or namespace separators)', () => {
    expect(i18n.t('field.userName')).toBe('Kullanıcı Adı');
    expect(i18n.t('Geçerli bir e-posta adresi girin!')).toBe('Geçerli bir e-posta adresi girin!');
  });
});

describe('translateErrors', () => {
  it('translates known names', () => {
    expect(
      translateErrors([{ name: 'UserNameOrPasswordIncorrect' }, { name: 'RequiredField', value: null }]),
    ).toEqual(['Kullanıcı adı veya şifre yanlış!', 'Bu alan gerekli!']);
  });

  it('falls back to the raw name when unknown', () => {
    expect(translateErrors([{ name: 'SomethingNobodyKnows', value: 'x' }])).toEqual(['SomethingNobodyKnows']);
  });

  it('interpolates values', () => {
    expect(translateError({ name: 'MissingColumn', value: 'userName' })).toBe('Eksik sütun: userName');
    expect(translateError({ name: 'MissingColumn' })).toBe('Dosyada gerekli bir sütun eksik.');
  });

  it('shows the field label for RequiredField with a value', () => {
    expect(translateError({ name: 'RequiredField', value: 'fullName' })).toBe('Bu alan gerekli! (Ad Soyad)');
    expect(translateError({ name: 'RequiredField', value: 'subject' })).toBe('Bu alan gerekli! (Konu)');
    expect(translateError({ name: 'RequiredField', value: 'somethingElse' })).toBe(
      'Bu alan gerekli! (somethingElse)',
    );
  });

  it('ignores a value the text does not use', () => {
    expect(translateError({ name: 'Unauthorized', value: 'Unauthorized request' })).toBe(trMap.Unauthorized);
  });

  it('shows payment statuses by label', () => {
    expect(translateError({ name: 'PaymentTrackingInvalidStatus', value: '4' })).toContain('Ödendi');
  });

  it('accepts empty input', () => {
    expect(translateErrors([])).toEqual([]);
    expect(translateErrors(undefined)).toEqual([]);
  });
});
