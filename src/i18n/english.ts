/** The English texts (the fallback language), merged like the Turkish ones; loaded lazily by ./index.ts. */
import { merge } from './merge';

export const en = merge(
  __MOCK__
    ? import.meta.glob('./locales/en/*.json', { eager: true })
    : import.meta.glob(['./locales/en/*.json', '!./locales/en/mock.json'], { eager: true }),
);
