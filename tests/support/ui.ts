/**
 * Quick queries for component tests on the full app page. Role queries walk the whole accessibility tree and are
 * slow on a busy machine; these find dialogs, buttons and table rows through their texts and classes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

const T = { timeout: 30_000 };

type User = ReturnType<typeof userEvent.setup>;

/** The open dialog showing `title` (its title or its text). */
export const dialogTitled = (title: string): Promise<HTMLElement> =>
  waitFor(() => {
    const dialog = screen
      .getAllByText(title)
      .map((el) => el.closest<HTMLElement>('[role="dialog"]'))
      .find((el) => el !== null);
    expect(dialog).toBeTruthy();
    return dialog!;
  }, T);

/** A button of `container` by its text. */
export const buttonIn = (container: HTMLElement, text: string): HTMLButtonElement =>
  within(container).getByText(text).closest('button') as HTMLButtonElement;

/** The text of every cell of the page's table rows (dialogs' tables left out). */
export const tableRows = (): string[][] =>
  Array.from(document.querySelectorAll('main .ant-table-tbody tr.ant-table-row')).map((row) =>
    Array.from(row.querySelectorAll('td')).map((td) => td.textContent ?? ''),
  );

/** The form item (label, input, messages) around an input. */
export const formItemOf = (input: HTMLElement): HTMLElement =>
  input.closest('.field, .ant-form-item') as HTMLElement;

/** Replaces the text of an input (pasting is much faster than typing key by key); '' just clears it. */
export async function fill(user: User, input: HTMLElement, text: string): Promise<void> {
  await user.clear(input);
  if (!text) return;
  await user.click(input);
  await user.paste(text);
}

/**
 * The text of every node added under `target` from now until `stop()`, read from the mutation records: a node the
 * page adds and removes again before an observer's callback could look at the page is counted too.
 */
export function addedTexts(target: Node): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const node of r.addedNodes) texts.push(node.textContent ?? '');
  });
  observer.observe(target, { childList: true, subtree: true, characterData: true });
  return {
    texts,
    stop: () => {
      for (const r of observer.takeRecords())
        for (const node of r.addedNodes) texts.push(node.textContent ?? '');
      observer.disconnect();
    },
  };
}
