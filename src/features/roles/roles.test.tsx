import { screen, waitFor, within } from '@testing-library/react';
import { call, loginAdmin, useMockServer } from '../../../tests/support/api';
import { renderApp } from '../../../tests/support/render';

useMockServer();

const T = { timeout: 30_000 };

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** The role names of the table's rows, in order. */
const names = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map(
    (row) => row.querySelectorAll('td')[0]?.textContent ?? '',
  );

async function openList() {
  const utils = await renderApp('/admin/role-list', { as: 'admin' });
  await screen.findByText('Destek Ekibi', undefined, T);
  return utils;
}

async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe('role list', { timeout: 180_000 }, () => {
  it('lists the seeded roles and marks the system ones', async () => {
    await openList();
    expect(names()).toEqual(['Admin', 'Destek Ekibi', 'Kullanıcı Yöneticisi', 'Member']);
    expect(screen.getAllByText('Sistem Rolü', { selector: '.ant-tag, .ant-tag *' })).toHaveLength(2);
  });

  it('offers no edit or delete for system roles', async () => {
    await openList();
    for (const name of ['Admin', 'Member']) {
      expect(screen.queryByLabelText(`Düzenle ${name}`)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(`Sil ${name}`)).not.toBeInTheDocument();
    }
    expect(screen.getByLabelText('Düzenle Destek Ekibi')).toBeInTheDocument();
    expect(screen.getByLabelText('Sil Destek Ekibi')).toBeInTheDocument();
  });

  it('searches', async () => {
    const { user } = await openList();
    await fill(user, screen.getByPlaceholderText('Ara'), 'destek');
    await waitFor(() => expect(names()).toEqual(['Destek Ekibi']), T);
  });

  it('creates a role with permissions', async () => {
    const { user } = await openList();
    await user.click(screen.getByText('Yeni Rol').closest('button')!);
    const dialog = await screen.findByRole('dialog', undefined, T);
    const form = within(dialog);
    const name = await form.findByLabelText(/^Rol Adı/, undefined, T);
    // Every permission is listed by its display name.
    for (const label of ['Yönetim', 'Kullanıcı oluşturma', 'Rol silme'])
      expect(form.getByRole('checkbox', { name: label })).not.toBeChecked();
    await fill(user, name, 'Muhasebe');
    await user.click(form.getByRole('checkbox', { name: 'Yönetim' }));
    await user.click(form.getByRole('checkbox', { name: 'Kullanıcı güncelleme' }));
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('İşlem başarılı.', undefined, T);
    await waitFor(() => expect(names()).toContain('Muhasebe'), T);

    const token = await loginAdmin();
    const list = await call('GET', '/api/roles', { token, query: { filter: 'Muhasebe' } });
    const role = await call('GET', `/api/roles/${list.body.content.items[0]!.id}`, { token });
    const granted = role.body.content.allPermissions
      .filter((p: { id: string }) => role.body.content.grantedPermissionIds.includes(p.id))
      .map((p: { name: string }) => p.name)
      .sort();
    expect(granted).toEqual(['Permissions_Administration', 'Permissions_User_Update']);
  });

  it('requires a role name', async () => {
    const { user } = await openList();
    await user.click(screen.getByText('Yeni Rol').closest('button')!);
    const form = within(await screen.findByRole('dialog', undefined, T));
    await form.findByLabelText(/^Rol Adı/, undefined, T);
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    expect(await form.findByText('Bu alan gerekli!', undefined, T)).toBeInTheDocument();
  });

  it('shows a duplicate name as a server error and keeps the values', async () => {
    const { user } = await openList();
    await user.click(screen.getByText('Yeni Rol').closest('button')!);
    const form = within(await screen.findByRole('dialog', undefined, T));
    await fill(user, await form.findByLabelText(/^Rol Adı/, undefined, T), 'destek ekibi');
    await user.click(form.getByRole('checkbox', { name: 'Rol oluşturma' }));
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    expect(await form.findByRole('alert', undefined, T)).toHaveTextContent('Bu rol adı zaten kullanılıyor.');
    expect(form.getByLabelText(/^Rol Adı/)).toHaveValue('destek ekibi');
    expect(form.getByRole('checkbox', { name: 'Rol oluşturma' })).toBeChecked();
  });

  it('edits a role, showing its granted permissions', async () => {
    const { user } = await openList();
    await user.click(screen.getByLabelText('Düzenle Kullanıcı Yöneticisi'));
    const form = within(await screen.findByRole('dialog', undefined, T));
    const name = await form.findByLabelText(/^Rol Adı/, undefined, T);
    await waitFor(() => expect(name).toHaveValue('Kullanıcı Yöneticisi'), T);
    expect(form.getByRole('checkbox', { name: 'Kullanıcı pasif yapma' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Rol silme' })).not.toBeChecked();
    await fill(user, name, 'Kullanıcı Ekibi');
    await user.click(form.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(names()).toContain('Kullanıcı Ekibi'), T);
  });

  it('deletes a role after confirmation', async () => {
    const { user } = await openList();
    await user.click(screen.getByLabelText('Sil Destek Ekibi'));
    const confirm = await screen.findByRole('dialog', undefined, T);
    expect(confirm).toHaveTextContent('Silmek istediğinize emin misiniz?');
    await user.click(within(confirm).getByRole('button', { name: /Sil/ }));
    await waitFor(() => expect(names()).not.toContain('Destek Ekibi'), T);
  });

  it('gives a member no role data', async () => {
    await renderApp('/admin/role-list', { as: 'member' });
    expect(await screen.findByText('Bu işlem için yetkiniz bulunmuyor.', undefined, T)).toBeInTheDocument();
    expect(screen.queryByText('Destek Ekibi')).not.toBeInTheDocument();
    expect(screen.queryByText('Yeni Rol')).not.toBeInTheDocument();
  });
});
