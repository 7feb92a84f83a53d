/** Text, an @, text (no spaces): the one e-mail rule of every form (yup's in ./validation.ts, or a plain check). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
