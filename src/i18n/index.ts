import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { merge } from './merge';

/** The demo tools' texts (mock.json) only where the mock is compiled in: a real-API build never shows them. */
export const tr = merge(
  __MOCK__
    ? import.meta.glob('./locales/tr/*.json', { eager: true })
    : import.meta.glob(['./locales/tr/*.json', '!./locales/tr/mock.json'], { eager: true }),
);

/**
 * Translations are flat key → text maps (`keySeparator` and `nsSeparator` are off, so keys such as
 * `field.userName` or literal Turkish sentences are looked up as they are). Turkish is the default and complete;
 * English is the fallback: a chunk of its own (./english.ts), added once the first page is on screen and the browser
 * is idle, so no route pays for it on its first load (a test keeps Turkish complete, so the fallback is only a safety net).
 *
 * Error names coming from the server (`{ name, value }`) are keys of their own. A few names have variants:
 * - `<Name>.withValue` is used when the error carries a value (e.g. `RequiredField.withValue` → 'Bu alan gerekli! ({{field}})');
 * - `<Name>.noValue` is used when the base text needs `{{value}}` but none came (e.g. `MissingColumn`).
 */
export const resources = {
  tr: { translation: tr },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'tr',
  fallbackLng: 'en',
  supportedLngs: ['tr', 'en'],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

/** Adds the English texts (the fallback language); resolves once they are in. */
export function loadEnglish(): Promise<void> {
  return import('./english').then(({ en }) => {
    i18n.addResourceBundle('en', 'translation', en, true, true);
  });
}

/**
 * Adds the English texts once the browser is idle; the app calls it when its first page is on screen, so the chunk
 * never competes with that page's own (an idle moment while the page's chunks are still arriving is too early).
 */
export function loadEnglishWhenIdle(): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => void loadEnglish(), { timeout: 5000 });
  else setTimeout(() => void loadEnglish(), 200);
}

export interface ErrorItem {
  name: string;
  value?: string | null;
}

function label(key: string): string | undefined {
  return i18n.exists(key) ? i18n.t(key) : undefined;
}

/** Translates one server/client error item, falling back to the raw name when it has no translation. */
export function translateError({ name, value }: ErrorItem): string {
  if (!name) return value ?? '';
  const hasValue = value !== undefined && value !== null && value !== '';
  let key: string | undefined;
  if (hasValue && i18n.exists(`${name}.withValue`)) key = `${name}.withValue`;
  else if (!hasValue && i18n.exists(`${name}.noValue`)) key = `${name}.noValue`;
  else if (i18n.exists(name)) key = name;
  if (!key) return name;
  const raw = hasValue ? String(value) : '';
  return i18n.t(key, {
    value: raw,
    // A field name (RequiredField, InvalidValue) is shown by its label when one exists.
    field: hasValue ? (label(`field.${raw}`) ?? raw) : '',
    // A payment status number (PaymentTrackingInvalidStatus) is shown by its administrator label.
    status: hasValue ? (label(`paymentStatus.admin.${raw}`) ?? raw) : '',
  });
}

/** Translates a list of `{ name, value }` errors (as they arrive in the API envelope) to display texts. */
export function translateErrors(errors: ErrorItem[] | null | undefined): string[] {
  return (errors ?? []).map(translateError);
}

export default i18n;
export { i18n };
