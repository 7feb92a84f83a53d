/**
 * What the support tickets' test files share (tickets.member and tickets.admin .test.tsx): opening the list, finding
 * rows, dialogs and buttons by text, a member's ticket made through the API, answering a call with server errors.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { at } from '@/lib/at';
import { http, HttpResponse } from 'msw';
import { call, loginAdmin, loginMember } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';

/** A png's first bytes (uploads are judged by them, not by the MIME type). */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

// The machine running the tests may be busy: generous waits.
export const T = { timeout: 60_000 };
export const LIST = '/admin/ticket-list';
export const REQUIRED = 'Bu alan gerekli!';

export type Rendered = Awaited<ReturnType<typeof renderApp>>;
export type User = Rendered['user'];

export async function openList(as: 'admin' | 'member') {
  const utils = await renderApp(LIST, { as });
  await screen.findByText('Destek Talepleri', { selector: 'h3' }, T);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), T);
  return utils;
}

export const rows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
export const rowWith = (text: string) => rows().find((r) => r.textContent?.includes(text));
export const itemOf = (el: HTMLElement) => el.closest('.field, .ant-form-item') as HTMLElement;
// Role queries over the whole antd app are slow in jsdom: the tests look elements up by text, label or selector.
export const dialog = () =>
  waitFor(() => {
    const el = document.querySelector<HTMLElement>('.ant-modal[role=dialog]:not(.ant-modal-confirm)');
    expect(el).not.toBeNull();
    return el!;
  }, T);
/** The button with that text inside `scope`. */
export const button = (scope: ReturnType<typeof within>, name: string) =>
  scope.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
export const queryButton = (scope: ReturnType<typeof within>, name: string) =>
  scope.queryByText(name, { selector: 'button span' });

export async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** A member's ticket (made through the API), optionally answered by the administrator: unique text per test. */
export async function memberTicket(text: string, { answered = false } = {}) {
  const member = await loginMember();
  const created = await call('POST', '/api/tickets', {
    token: member,
    json: { ticket: { subject: 2, content: text }, chats: [{ content: text }] },
  });
  const ticket = created.body.content[0]!;
  if (answered) {
    const admin = await loginAdmin();
    await call('PUT', '/api/tickets', {
      token: admin,
      json: { ticket: { id: ticket.id }, chats: [{ content: `Yanıt: ${text}` }] },
    });
  }
  return ticket as { id: string };
}

export const bell = () => screen.queryByLabelText(/^Bildirimler: \d+ okunmamış yanıt$/);
export const bellCount = () => Number(bell()?.getAttribute('aria-label')?.match(/\d+/)?.[0] ?? 0);

/** Waits for the row with `text` and for it to take clicks (the global loading overlay blocks them meanwhile). */
export async function readyRow(text: string) {
  await waitFor(() => {
    expect(rowWith(text)).toBeDefined();
    const chain: string[] = [];
    for (let n: HTMLElement | null = rowWith(text)!.querySelector('button'); n; n = n.parentElement)
      if (getComputedStyle(n).pointerEvents === 'none') chain.push(`${n.tagName}.${n.className}`);
    expect(chain.join(' < ')).toBe('');
  }, T);
  return rowWith(text)!;
}

export async function openTicket(user: User, text: string) {
  await readyRow(text);
  await user.click(within(rowWith(text)!).getByLabelText(/^Talebi aç/));
  const d = await dialog();
  await within(d).findAllByTestId('chat-message', undefined, T);
  return d;
}

/** The dropdown of the antd Select whose input is `field` (its listbox is `<input id>_list`). */
export const dropdownOf = (field: HTMLElement) =>
  waitFor(() => {
    const open = document.getElementById(`${field.id}_list`)?.closest('.ant-select-dropdown');
    expect(open).toBeTruthy();
    return open as HTMLElement;
  }, T);

export async function choose(user: User, field: HTMLElement, title: string) {
  await user.click(field);
  await user.click(await within(await dropdownOf(field)).findByTitle(title, undefined, T));
}

/** Answers `path`'s `method` with each of `errors` in turn (one per call), as the server's 4xx envelope. */
export function failEach(
  method: 'post' | 'put',
  path: string,
  errors: { name: string; value: string | null; status: number }[],
) {
  let i = 0;
  const resolver = () => {
    const index = Math.min(i++, errors.length - 1);
    const e = at(errors, index, 'the scripted errors');
    return HttpResponse.json(
      { isError: true, errors: [{ name: e.name, value: e.value }], content: null },
      { status: e.status },
    );
  };
  server.use(method === 'post' ? http.post(path, resolver) : http.put(path, resolver));
}

/** Clicks Gönder for each expected error text and checks the red alert shows it, the dialog open, the message kept. */
export async function expectEachError(user: User, el: HTMLElement, texts: string[], message: string) {
  for (const text of texts) {
    await user.click(button(within(el), 'Gönder'));
    await waitFor(() => expect(within(el).getByRole('alert')).toHaveTextContent(text), T);
    expect(within(el).getByLabelText(/^Mesajınız/)).toHaveValue(message);
  }
}
