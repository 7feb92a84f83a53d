/**
 * What the sign-in screens' test files share (auth.login, auth.register and auth.password .test.tsx): the form
 * texts, typing into a labelled field, the red alert, the mock mailbox, the cookie consent.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@mocks/node';

export const REQUIRED = 'Bu alan gerekli!';
export const BAD_EMAIL = 'Geçerli bir e-posta adresi girin!';
export const MISMATCH = 'Şifreler eşleşmiyor!';

export const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
export async function type(user: UserEvent, label: string, value: string) {
  const input = await screen.findByLabelText<HTMLInputElement>(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}
export const alertText = async () => (await screen.findByRole('alert')).textContent;
/** A dialog that is gone or playing its closing animation (which never ends in jsdom). */
export const closed = (dialog: HTMLElement) => !dialog.isConnected || /-leave\b/.test(dialog.className);
export const mailsTo = (to: string) =>
  db.mails
    .findMany((q) => q.where((m) => m.to.toLowerCase() === to.toLowerCase()))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export async function acceptCookies(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Tüm çerezleri kabul et' }));
}
