import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { appAt } from '../../../.storybook/helpers';

/** The signed-in layout (top bar, side menu, footer) around the home page. */
const meta = preview.meta({ title: 'Shell/Admin home' });

/** The administrator: every menu, the administration screens included. */
export const Admin = meta.story({ parameters: appAt('/admin/home', 'admin') });

/** A member: only the member's menus. */
export const Member = meta.story({ parameters: appAt('/admin/home', 'member') });

/** The user menu of the top bar opened. */
export const UserMenu = meta.story({
  parameters: appAt('/admin/home', 'member'),
  async play({ canvasElement }) {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Kullanıcı menüsü: influencer' }),
    );
    await expect(await within(document.body).findByText('Şifre Değiştir')).toBeInTheDocument();
  },
});

/** 'Şifre Değiştir' of the user menu opens the change-password dialog over the layout. */
export const ChangePassword = meta.story({
  parameters: appAt('/admin/home', 'member'),
  async play({ canvasElement }) {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Kullanıcı menüsü: influencer' }),
    );
    await userEvent.click(await within(document.body).findByText('Şifre Değiştir'));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
});

/** A narrow screen: the side menu becomes a drawer behind the hamburger button. */
export const Mobile = meta.story({
  parameters: appAt('/admin/home', 'member'),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
});

/** An unknown page inside the layout. */
export const NotFound = meta.story({ parameters: appAt('/admin/olmayan-sayfa', 'member') });
