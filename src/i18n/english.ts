/** The English texts (the fallback language), merged like the Turkish ones; loaded lazily by ./index.ts. */
import { merge } from './merge';

export const en = merge(import.meta.glob('./locales/en/*.json', { eager: true }));
