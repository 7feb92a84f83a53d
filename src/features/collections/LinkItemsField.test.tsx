/** The add-link box of a collection's form: its own message, announced, and Enter adds instead of submitting. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import '@/i18n';
import { FormFrame } from '@/components/FormFrame';
import { LinkItemsField, type LinkItemValue } from './LinkItemsField';

const LINK = 'https://www.trendyol.com/elbise-p-1';

function renderField(onSubmit: (values: { items: LinkItemValue[] }) => void) {
  render(
    <FormFrame<{ items: LinkItemValue[] }> initialValues={{ items: [] }} errors={[]} onSubmit={onSubmit}>
      {() => (
        <>
          <LinkItemsField name="items" ownerUserName="ayse" canRemoveSaved />
          <Button htmlType="submit">Kaydet</Button>
        </>
      )}
    </FormFrame>,
  );
}

it('refuses a text that is not a link with an alert, then adds a link on Enter without submitting', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderField(onSubmit);
  const add = screen.getByLabelText('Bağlantı ekle');

  await user.type(add, 'trendyol elbise');
  await user.click(screen.getByRole('button', { name: /Ekle/ }));
  expect(screen.getByRole('alert')).toHaveTextContent('Geçerli bir bağlantı girin');
  expect(add).toHaveAttribute('aria-invalid', 'true');
  expect(add).toHaveValue('trendyol elbise');

  await user.clear(add);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.type(add, `${LINK}{Enter}`);
  const list = screen.getByRole('list', { name: 'Bağlantılar' });
  expect(within(list).getByText(LINK)).toBeInTheDocument();
  expect(add).toHaveValue('');
  expect(onSubmit).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]![0].items.map((i: LinkItemValue) => i.url)).toEqual([LINK]);
});
