/**
 * The upload control is a button over a native file input that nobody sees: antd's form styles give
 * `input[type=file]` `display: block`, which beat the `hidden` attribute, and a raw English "Choose Files / No file
 * chosen" showed above "Fotoğraf Ekle" and "Görsel Yükle". The input stays out of sight inside a form, and the
 * button still opens it.
 */
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { readSheet, writeXlsx } from '@mocks/lib/sheets';
import { renderWithProviders, useAntdStyles } from '../../tests/support/render';
import { SPREADSHEET_ACCEPT, UploadButton } from './UploadButton';
import { present } from '@/lib/at';

useAntdStyles();

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

/** A two-column, one-row table in each spreadsheet format a picker might offer. */
const SAMPLES: Record<string, () => Promise<File>> = {
  '.csv': async () => new File(['a,b\n1,2\n'], 'tablo.csv', { type: 'text/csv' }),
  '.xlsx': async () =>
    new File(
      [
        await writeXlsx(
          [
            { header: 'a', key: 'a' },
            { header: 'b', key: 'b' },
          ],
          [{ a: '1', b: '2' }],
        ),
      ],
      'tablo.xlsx',
    ),
  // Binary Excel 97-2003: an OLE2 compound file (its signature, then the header sector).
  '.xls': async () =>
    new File(
      [new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)])],
      'tablo.xls',
      {
        type: 'application/vnd.ms-excel',
      },
    ),
};

it('offers in the spreadsheet pickers only the formats the server reads (no binary .xls)', async () => {
  const offered = SPREADSHEET_ACCEPT.split(',');
  expect(offered.length).toBeGreaterThan(0);
  for (const extension of offered) {
    expect(SAMPLES[extension], extension).toBeDefined();
    await expect(readSheet(await present(SAMPLES[extension], extension)()), extension).resolves.toMatchObject(
      {
        rows: [{ a: '1', b: '2' }],
      },
    );
  }
});
