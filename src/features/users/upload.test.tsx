import { screen, within } from '@testing-library/react';
import { login, useMockServer } from '../../../tests/support/api';
import { useNodeFormData } from '../../../tests/support/node-form-data';
import { renderApp } from '../../../tests/support/render';

useMockServer();
useNodeFormData();

const T = { timeout: 30_000 };

describe('bulk user upload', { timeout: 180_000 }, () => {
  it('imports the good rows of a csv and reports the bad ones per row', async () => {
    const { user } = await renderApp('/admin/user-list', { as: 'admin' });
    await screen.findByText('admin@portal.example', undefined, T);
    const csv = [
      'userName;email;password;fullName;phoneNumber;trendyolUserName;newTvCommissionPercentage',
      'topluyukleme1;toplu1@example.com;Sifre12345;Toplu Bir;05321112233;toplubir;12',
      'influencer;baska@example.com;Sifre12345;Çakışan Ad;;;',
      'toplu yukleme;toplu3@example.com;kisa;Geçersiz;;;',
    ].join('\n');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', expect.stringContaining('.csv'));
    await user.upload(input, new File([csv], 'uyeler.csv', { type: 'text/csv' }));

    const dialog = await screen.findByRole('dialog', undefined, T);
    expect(within(dialog).getByText('1 satır yüklendi, 2 satır hatalı.')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^3influencer.*kullanılıyor/i),
      expect.stringMatching(/^4toplu yukleme.*/),
    ]);
    await login('topluyukleme1', 'Sifre12345');
  });
});
