/** A field's message is announced: it is an alert, as antd's Form.Item's was. */
import { screen, within } from '@testing-library/react';
import { useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';
import { buttonIn, dialogTitled } from '../../../tests/support/ui';

useMockServer();

const T = { timeout: 40_000 };

it(
  'Reddet with an empty reason: a screen reader hears the reason is needed',
  { timeout: 120_000 },
  async () => {
    const { user } = await renderApp('/admin/company-user?statusFilter=0', { as: 'admin' });
    const [reject] = await screen.findAllByLabelText(/^Reddet /, undefined, T);
    const userName = reject!.getAttribute('aria-label')!.replace(/^Reddet /, '');
    await user.click(reject!);
    const dialog = await dialogTitled(`Reddet: ${userName}`);
    await user.click(buttonIn(dialog, 'Reddet'));
    expect(await within(dialog).findByRole('alert', undefined, T)).toHaveTextContent(
      'Lütfen reddetme nedenini açıklayınız.',
    );
  },
);
