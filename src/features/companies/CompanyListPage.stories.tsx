import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { answering, resourceStories, appAt, envelope, errorEnvelope } from '../../../.storybook/helpers';

const LIST = '/api/companies';
const DETAIL = '/api/companies/:id';

const meta = preview.meta({ title: 'Admin/Brands', parameters: appAt('/admin/company-list', 'admin') });

/** The seeded brands with their image, commission and sanitised description. */
export const Filled = meta.story({});

/** A description holding active content: the text shows, nothing runs (no alert, no handler, no SVG). */
export const HostileDescription = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(LIST, () =>
        envelope({
          totalCount: 1,
          items: [
            {
              id: '00000000-0000-0000-0000-0000000000aa',
              name: 'Zararlı Marka',
              webViewUrl: 'https://www.example.com',
              mobileAppPhoto: 'https://cdn.portal.example/brands/x.png',
              newTvCommissionPercentage: 10,
              description:
                '<p>Güvenli metin</p><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=2">tıkla</a><svg onload="window.__pwned=3"></svg>',
            },
          ],
        }),
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Güvenli metin')).toBeInTheDocument();
    await expect(
      canvasElement.querySelector('.brand-description img[onerror], .brand-description svg'),
    ).toBeNull();
    await expect(canvas.getByText('tıkla')).not.toHaveAttribute(
      'href',
      expect.stringMatching(/^javascript:/),
    );
  },
});

const kit = resourceStories({ list: LIST, detail: DETAIL, newButton: /Yeni Marka/ });

/** The blank dialog submitted empty: name, mobile URL, image and commission rate are required. */
export const NewDialogValidation = meta.story({
  async play({ canvasElement }) {
    const dialog = await kit.openNew(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Kaydet' }));
    await expect((await dialog.findAllByText('Bu alan gerekli!')).length).toBe(4);
  },
});

/** A 1×1 PNG, as an uploaded brand image. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** An image picked from the device: it travels in the brand as a data URL; the preview shows it. */
export const NewDialogImageUploaded = meta.story({
  async play({ canvasElement }) {
    const dialog = await kit.openNew(canvasElement);
    const input = (await dialog.findByText('Görsel Yükle'))
      .closest('.portal-upload')!
      .querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([PNG_1X1], 'logo.png', { type: 'image/png' }));
    await expect(await dialog.findByAltText('Marka görseli önizlemesi')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  },
});

/** A file whose bytes are not an accepted image (an SVG named .png): refused in an error popup, nothing kept. */
export const NewDialogImageRefused = meta.story({
  async play({ canvasElement }) {
    const dialog = await kit.openNew(canvasElement);
    const input = (await dialog.findByText('Görsel Yükle'))
      .closest('.portal-upload')!
      .querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['<svg onload="x()"/>'], 'logo.png', { type: 'image/png' }));
    await expect(await within(document.body).findByText(/Bu dosya türü desteklenmiyor/)).toBeInTheDocument();
  },
});

/** A brand name already used: the translated server error, the values kept. */
export const NewDialogServerError = meta.story({
  ...answering('post', LIST, () => errorEnvelope('CompanyNameAlreadyExist', 400, 'Koton')),
  async play({ canvasElement }) {
    await kit.openNew(canvasElement);
  },
});

/** A saved brand: the image preview and the rich-text editor with its description. */
export const EditDialog = meta.story({
  async play({ canvasElement }) {
    const dialog = await kit.openEdit(canvasElement);
    await expect(await dialog.findByRole('textbox', { name: 'Açıklama' })).toBeInTheDocument();
  },
});

export const EditDialogLoading = meta.story(kit.editLoading);

export const EditDialogError = meta.story(kit.editError());

export const Empty = meta.story(kit.empty);

export const Loading = meta.story(kit.loading);

export const LoadError = meta.story(kit.error);
