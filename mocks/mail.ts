/** The in-browser mailbox: mails the server "sends" land here and are read at /mock/mailbox. */
import type { Db } from './db';
import { newId } from './core/ids';

export interface MailLink {
  label: string;
  href: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export async function sendMail(
  db: Db,
  to: string,
  subject: string,
  paragraphs: string[],
  links: MailLink[] = [],
) {
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    links.map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`).join('');
  return db.mails.create({ id: newId(), to, subject, html, links, createdAt: db.nowIso() });
}

export function mailsTo(db: Db, address: string) {
  const a = address.toLowerCase();
  return db.mails
    .findMany((q) => q.where((m) => m.to.toLowerCase() === a))
    .sort((x, y) => y.createdAt.localeCompare(x.createdAt));
}
