/** Text, an @, text (no spaces): the one e-mail rule of every form (yup's in ./validation.ts, or a plain check). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/**
 * The stricter rule of an address the app writes to outside itself (the data request's mail): the domain has a dot
 * (`name@example.com`, not `name@example`), as the browser's own e-mail check asks.
 */
export const MAIL_ADDRESS_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
