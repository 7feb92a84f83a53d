import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { listStates, appAt, errorEnvelope } from '../../../.storybook/helpers';
import { first } from '@/lib/at';

const URL = '/api/companyuser';

const meta = preview.meta({ title: 'Admin/Brand users', parameters: appAt('/admin/company-user', 'admin') });

/** The seeded brand users: approve and reject only on pending rows. */
export const Filled = meta.story({});

const list = listStates(URL);

export const Empty = meta.story(list.empty);

export const Loading = meta.story(list.loading);

export const LoadError = meta.story(list.error);

const openReject = async (canvasElement: HTMLElement) => {
  const button = first(await within(canvasElement).findAllByRole('button', { name: /^Reddet / }));
  await userEvent.click(button);
  return within(await within(document.body).findByRole('dialog'));
};

/** The reject dialog: an empty reason is refused with a request for an explanation. */
export const RejectWithoutReason = meta.story({
  async play({ canvasElement }) {
    const dialog = await openReject(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(await dialog.findByText('Lütfen reddetme nedenini açıklayınız.')).toBeInTheDocument();
  },
});

/** The server refuses (the application is no longer pending): the translated alert, the reason kept. */
export const RejectServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/companyuser/UpdatePermissionWithDecription', () =>
        errorEnvelope('CompanyUserStatusNotPending', 400, '1'),
      ),
    );
  },
  async play({ canvasElement }) {
    const dialog = await openReject(canvasElement);
    await userEvent.type(dialog.getByLabelText(/Red Nedeni/), 'Eksik belge');
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Yalnızca onay bekleyen');
    await expect(dialog.getByLabelText(/Red Nedeni/)).toHaveValue('Eksik belge');
  },
});
