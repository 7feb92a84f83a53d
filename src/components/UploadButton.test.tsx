/**
 * The upload control is a button over a native file input that nobody sees: antd's form styles give
 * `input[type=file]` `display: block`, which beat the `hidden` attribute, and a raw English "Choose Files / No file
 * chosen" showed above "Fotoğraf Ekle" and "Görsel Yükle". The input stays out of sight inside a form, and the
 * button still opens it.
 */
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { renderWithProviders } from '../../tests/support/render';
import { UploadButton } from './UploadButton';

it('keeps the native file input out of sight inside an antd form, and the button still opens it', async () => {
  const upload = vi.fn(() => Promise.resolve(null));
  const { user, container } = renderWithProviders(
    <Form>
      <UploadButton upload={upload} accept="image/png" label="Fotoğraf Ekle" successToast={false} />
    </Form>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input).not.toBeNull();
  // antd's form reset is in the document (the cause): the input must still not be displayed.
  expect(getComputedStyle(input).display).toBe('none');
  expect(input).not.toBeVisible();

  const click = vi.spyOn(input, 'click');
  await user.click(screen.getByRole('button', { name: /Fotoğraf Ekle/ }));
  expect(click).toHaveBeenCalledTimes(1);
});
