/**
 * The catalogue walk: for operations the UI sends from a form, every error name of the contract's catalogue
 * (`x-error-catalogue`, mocks/qa/catalogue.ts), forced through the mock's fault engine, shows its Turkish text (not
 * the raw key, not an empty alert) and the form keeps what was typed. The contract documents statuses per
 * operation, not names, so every name is walked for each of these forms: the sign-in form (its own error handling)
 * and the role dialog (the shared CrudDialog every administration dialog uses).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_NAMES } from '@mocks/qa/catalogue';
import { translateError } from '@/i18n';
import { useMockServer } from '../../tests/support/api';
import { failNext, requestLog } from '../../tests/support/failNext';
import { renderApp } from '../../tests/support/render';
import { fill } from '../../tests/support/ui';

useMockServer();

const T = { timeout: 30_000 };

/** The Turkish text of `name` is on the page (in an alert, a warning or a toast); the raw key is not. */
async function expectShown(name: string) {
  // The fault answers the name without a value, as the server does for most names.
  const text = translateError({ name, value: null });
  expect(text, `Turkish text of ${name}`).not.toBe(name);
  await waitFor(() => expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0), T);
  expect(screen.queryByText(name, { exact: true })).toBeNull();
}

/** The form's button by its text, once it is no longer busy with the previous submit. */
const readyButton = (container: HTMLElement, text: string) =>
  waitFor(() => {
    const button = within(container).getByText(text, { selector: 'button span' }).closest('button')!;
    expect(button).not.toHaveClass('ant-btn-loading');
    expect(button).toBeEnabled();
    return button;
  }, T);

/** Waits until the mock answered the `n`-th forced request of `operationId`. */
const answered = (operationId: string, n: number) =>
  waitFor(
    () => expect(requestLog().filter((e) => e.operationId === operationId && e.faulted)).toHaveLength(n),
    T,
  );

describe('catalogue walk', { timeout: 600_000 }, () => {
  it(`sign-in form: all ${ERROR_NAMES.length} error names`, async () => {
    const { user } = await renderApp('/account/login');
    const name = await screen.findByLabelText('Kullanıcı Adı veya E-posta', undefined, T);
    await fill(user, name, 'influencer');
    await fill(user, screen.getByLabelText('Şifre', { exact: true }), 'Member123!');
    let n = 0;
    for (const error of ERROR_NAMES) {
      // A 401 clears the session and the app shows its notice; the form stays.
      failNext('login', { error });
      try {
        await user.click(await readyButton(document.body, 'Giriş Yap'));
        await answered('login', ++n);
        await expectShown(error);
      } catch (e) {
        throw new Error(`${error}: ${e instanceof Error ? e.message.slice(0, 300) : e}`);
      }
      expect(name).toHaveValue('influencer');
    }
  });

  it(`role dialog (CrudDialog): all ${ERROR_NAMES.length} error names`, async () => {
    const { user } = await renderApp('/admin/role-list', { as: 'admin' });
    await user.click((await screen.findByText('Yeni Rol', undefined, T)).closest('button')!);
    const dialogElement = await screen.findByRole('dialog', undefined, T);
    const dialog = within(dialogElement);
    const roleName = await dialog.findByLabelText(/^Rol Adı/, undefined, T);
    await fill(user, roleName, 'Katalog Rolü');
    let n = 0;
    for (const error of ERROR_NAMES) {
      // 401 signs the user out (tested in unauthorized.test.tsx): the dialog would be gone.
      if (error === 'Unauthorized') continue;
      failNext('createRole', { error });
      try {
        await user.click(await readyButton(dialogElement, 'Kaydet'));
        await answered('createRole', ++n);
        await expectShown(error);
      } catch (e) {
        throw new Error(`${error}: ${e instanceof Error ? e.message.slice(0, 300) : e}`);
      }
      expect(roleName).toHaveValue('Katalog Rolü');
    }
  });
});
