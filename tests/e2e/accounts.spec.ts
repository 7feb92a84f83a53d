// Accounts end to end: registration with the mailed confirmation link, profile completion, logout, the
// sign-in guard and `redirect`, user administration (create, search, deactivate) and what a member may not see.
// Every test runs in a fresh browser context, so the in-browser database starts from the seed each time.
import {
  ACCOUNTS,
  chooseOption,
  expect,
  expectPath,
  expectToast,
  openFromMenu,
  screenshot,
  sideMenu,
  signIn,
  signOut,
  submitLogin,
  submitRegistration,
  SUCCESS_TOAST,
  test,
  unique,
  waitForMockPersisted,
  whenStill,
} from './support';

// These journeys, the first a visitor makes, keep antd's animations (the other specs ask for less motion,
// playwright.config.ts): a click while a dialog or menu still moves is tested here as most visitors make it.
test.use({ reducedMotion: 'no-preference' });

const ADMIN = ACCOUNTS.admin;
const MEMBER = ACCOUNTS.member;
/** An e-mail of the seed that only an administrator may see. */
const ADMIN_EMAIL = 'admin@portal.example';

const TEXT = {
  confirmed: 'E-posta adresiniz başarıyla doğrulandı. Giriş yapabilirsiniz.',
  userIsNotActive: 'Kullanıcı hesabınız pasif durumda. Lütfen bizimle iletişime geçiniz.',
  forbidden: 'Bu işlem için yetkiniz bulunmuyor.',
  deactivateConfirm: 'Kullanıcıyı pasif yapmak istiyor musunuz',
};

const pathOf = (page: { url(): string }) => new URL(page.url()).pathname;

test('register, confirm by mail, complete the profile, log out', async ({ page }) => {
  const userName = unique('e2e');
  const email = `${userName}@example.com`;
  const password = 'Passw0rd!';

  // Register (the cookie consent dialog comes first).
  await page.goto('/account/register');
  const consent = page.getByRole('dialog', { name: 'Çerez Tercihleri' });
  await whenStill(consent);
  await consent.getByRole('button', { name: 'Tüm çerezleri kabul et' }).click();
  await expect(consent).toBeHidden();
  await submitRegistration(page, { userName, email, password });
  await expect(page.getByText('Kaydınız alındı', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Giriş yapabilmek için e-posta adresinizi doğrulamanız gerekiyor'),
  ).toBeVisible();

  // Before confirming, login is refused with the resend offer.
  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await expectPath(page, '/account/login');
  await submitLogin(page, userName, password);
  await expect(page.getByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' })).toBeVisible();
  expect(pathOf(page), 'an unconfirmed login stays on the login page').toBe('/account/login');

  // The mailbox (linked from the login page in mock builds), our mail, its confirm link.
  await page.getByRole('link', { name: 'Posta Kutusu' }).click();
  await expectPath(page, '/mock/mailbox');
  await page.getByRole('searchbox', { name: 'Alıcıya göre ara' }).fill(email);
  const mail = page.locator('.ant-card').filter({ hasText: 'E-posta adresinizi doğrulayın' });
  await expect(mail, `one confirmation mail to ${email}`).toHaveCount(1);
  await expect(mail).toBeVisible();
  await expect(mail.getByText(email)).toBeVisible();
  await mail.getByRole('button', { name: 'E-posta adresimi doğrula' }).click();

  await expectPath(page, '/account/confirm-email');
  await expect(page.getByText(TEXT.confirmed)).toBeVisible();
  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await expectPath(page, '/account/login');
  await signIn(page, userName, password);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${userName}!` })).toBeVisible();

  // Complete the profile: every required field, no company.
  await openFromMenu(page, 'Profil');
  await expectPath(page, '/admin/profile');
  await expect(page.getByRole('heading', { name: 'Profil Bilgileri' })).toBeVisible();
  const fullName = page.getByLabel('Ad Soyad', { exact: true });
  await expect(fullName).toBeVisible();
  await expect(
    page.getByLabel('E-posta', { exact: true }),
    'the profile shows the registered e-mail',
  ).toHaveValue(email);
  await fullName.fill('Deniz Test');
  const phone = page.getByLabel('Telefon', { exact: true });
  await phone.click();
  await phone.pressSequentially('5321234567');
  await expect(phone, 'phone mask').toHaveValue('0 (532) 123 45 67');
  await page.getByLabel('Adres', { exact: true }).fill('Atatürk Cad. No: 1');
  await page.getByLabel('İl', { exact: true }).fill('İstanbul');
  await page.getByLabel('İlçe', { exact: true }).fill('Kadıköy');
  await page.getByLabel('Instagram Kullanıcı Adı', { exact: true }).fill(`${userName}.insta`);
  await page.getByLabel('Instagram Takipçi Sayısı', { exact: true }).fill('12500');
  const trendyolUserName = `${userName}ty`;
  await page.getByLabel('Trendyol Kullanıcı Adı', { exact: true }).fill(trendyolUserName);
  await chooseOption(page, 'Trendyol Durumu', 'Paylaşım yapıyorum');
  await expect(
    page.getByRole('switch', { name: 'Şirketim var' }),
    'the new member starts with "Şirketim var" off',
  ).not.toBeChecked();
  await page.getByLabel('Banka Hesabı Ad Soyad', { exact: true }).fill('Deniz Test');
  await page.getByLabel('TC Kimlik No', { exact: true }).fill('12345678901');
  const iban = page.getByLabel('IBAN', { exact: true });
  await iban.click();
  await iban.pressSequentially('TR330006100519786457841326');
  await expect(iban, 'IBAN mask').toHaveValue('TR33 0006 1005 1978 6457 8413 26');

  const savedAt = new Date().toISOString();
  const saved = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() === 'PUT');
  await expectToast(page, SUCCESS_TOAST, async () => {
    await page.getByRole('button', { name: 'Kaydet' }).click();
    expect((await saved).status(), 'profile save status').toBe(200);
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Bu alan gerekli', visible: true })).toHaveCount(0, {
    timeout: 1000,
  });

  // Reload: the saved values come back from the (persisted) mock server.
  await waitForMockPersisted(page, savedAt);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profil Bilgileri' })).toBeVisible();
  await expect(page.getByLabel('Ad Soyad', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Ad Soyad', { exact: true }), 'Ad Soyad after reload').toHaveValue(
    'Deniz Test',
  );
  await expect(page.getByLabel('Telefon', { exact: true }), 'Telefon after reload').toHaveValue(
    '0 (532) 123 45 67',
  );
  await expect(page.getByLabel('IBAN', { exact: true }), 'IBAN after reload').toHaveValue(
    'TR33 0006 1005 1978 6457 8413 26',
  );
  await expect(page.getByLabel('TC Kimlik No', { exact: true }), 'TC Kimlik No after reload').toHaveValue(
    '12345678901',
  );
  const trendyol = page.getByLabel('Trendyol Kullanıcı Adı', { exact: true });
  await expect(trendyol, 'the marketplace user name was saved').toHaveValue(trendyolUserName);
  // Saved once, the marketplace user name is locked for a member.
  await expect(trendyol, 'the saved marketplace user name is locked').toBeDisabled();
  await expect(page.getByText('Paylaşım yapıyorum')).toBeVisible();
  await screenshot(page, 'profile saved');

  // Log out: back on the login page, and the signed-in pages send us there again.
  await signOut(page, userName);
  await page.goto('/admin/home');
  await expectPath(page, '/account/login', `?redirect=${encodeURIComponent('/admin/home')}`);
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await screenshot(page, 'logged out');
});

test('sign-in guard keeps the requested page; a foreign redirect lands home', async ({ page, baseURL }) => {
  await page.goto('/admin/user-list');
  await expectPath(page, '/account/login', `?redirect=${encodeURIComponent('/admin/user-list')}`);
  expect(new URL(page.url()).search).toBe('?redirect=%2Fadmin%2Fuser-list');
  await signIn(page, ADMIN.userName, ADMIN.password, { landsOn: '/admin/user-list' });
  await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: ADMIN_EMAIL })).toBeVisible();
  await expect(page.getByText(/^Toplam \d+ kayıt$/)).toBeVisible();
  // The administrator sees the administration section of the menu.
  await expect(sideMenu(page).getByText('Yönetim', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByRole('menuitem', { name: 'Sonraki Ödeme Tarihi' })).toBeVisible();
  await screenshot(page, 'redirected to user list');

  await signOut(page, ADMIN.userName);
  await page.goto('/account/login?redirect=//evil.example');
  await signIn(page, ADMIN.userName, ADMIN.password, { landsOn: '/admin/home' });
  expect(new URL(page.url()).origin, 'stays on the site').toBe(new URL(baseURL!).origin);
  await expect(page.getByRole('heading', { name: `Hoş geldiniz, ${ADMIN.userName}!` })).toBeVisible();
  await screenshot(page, 'hostile redirect lands home');
});

test('administrator creates, finds and deactivates a user who then cannot log in', async ({ page }) => {
  const userName = unique('e2eadm');
  const password = 'Passw0rd!';
  const role = 'Kullanıcı Yöneticisi';

  await signIn(page, ADMIN.userName, ADMIN.password);
  await openFromMenu(page, 'Kullanıcılar');
  await expectPath(page, '/admin/user-list');
  await expect(page.getByRole('cell', { name: ADMIN_EMAIL })).toBeVisible();

  // New user.
  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı' });
  await expect(dialog.getByLabel('Kullanıcı Adı', { exact: true })).toBeVisible();
  await dialog.getByLabel('Kullanıcı Adı', { exact: true }).fill(userName);
  await dialog.getByLabel('E-posta', { exact: true }).fill(`${userName}@example.com`);
  await dialog.getByLabel('Şifre', { exact: true }).fill(password);
  await dialog.getByLabel('Şifre Tekrar', { exact: true }).fill(password);
  await dialog.getByLabel('Komisyon Oranı (%)', { exact: true }).fill('12');
  await dialog.getByRole('checkbox', { name: role }).check();
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/users' && r.request().method() === 'POST',
  );
  await expectToast(page, SUCCESS_TOAST, async () => {
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    expect((await created).status(), 'create user status').toBe(200);
  });
  await expect(dialog).toBeHidden();

  // Find it by search.
  await page.getByRole('searchbox', { name: 'Ara' }).fill(userName);
  const rows = page.getByRole('table').locator('tbody tr.ant-table-row');
  const row = rows.filter({ hasText: userName });
  await expect(row).toBeVisible();
  await expect(page.getByText('Toplam 1 kayıt')).toBeVisible();
  await expect(rows, `rows of the search for ${userName}`).toHaveCount(1);
  await expect(row.getByText('Aktif', { exact: true })).toBeVisible();

  // The role was saved with it.
  await row.getByRole('button', { name: `Düzenle ${userName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  await expect(edit.getByRole('checkbox', { name: role })).toBeVisible();
  await expect(edit.getByRole('checkbox', { name: role }), `role ${role} is granted`).toBeChecked();
  await whenStill(edit);
  await edit.getByRole('button', { name: 'İptal' }).click();
  await expect(edit).toBeHidden();

  // Deactivate.
  await row.getByRole('button', { name: `Pasif Yap ${userName}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: TEXT.deactivateConfirm });
  await expect(confirm).toBeVisible();
  await whenStill(confirm);
  await confirm.getByRole('button', { name: 'Pasif Yap' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Pasif', { exact: true })).toBeVisible();
  await expect(
    row.getByRole('button', { name: `Pasif Yap ${userName}` }),
    'a passive user offers no "Pasif Yap"',
  ).toHaveCount(0);
  await screenshot(page, 'user deactivated');

  // The passive user cannot log in.
  await signOut(page, ADMIN.userName);
  await submitLogin(page, userName, password);
  await expect(page.getByRole('alert').filter({ hasText: TEXT.userIsNotActive })).toBeVisible();
  expect(pathOf(page), 'a passive user stays on the login page').toBe('/account/login');
  await screenshot(page, 'passive login refused');
});

test('a member sees no administration: the admin screens show 403 without calling the API', async ({
  page,
}) => {
  const adminRequests: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/api\/(users|roles)(\/|$)/i.test(path)) adminRequests.push(`${r.method()} ${path}`);
  });

  await page.goto('/account/login');
  const permissions = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/permissions');
  await signIn(page, MEMBER.userName, MEMBER.password);
  expect((await permissions).status(), 'the permissions call').toBe(200);
  // The shell is drawn from the permissions: the notification bell (members only) shows they are in,
  // then check what is missing.
  await expect(page.getByRole('link', { name: /^Bildirimler: \d+ okunmamış yanıt$/ })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Destek Talepleri' })).toBeVisible();
  for (const text of ['Kullanıcılar', 'Roller', 'Markalar']) {
    await expect(
      sideMenu(page).getByText(text, { exact: true }),
      `the member's menu shows "${text}"`,
    ).toHaveCount(0);
  }
  await expect(page.getByText('Yönetim', { exact: true }), 'the member sees "Yönetim"').toHaveCount(0);
  // The 'next payment date' action is the administrators' (the member's home shows the date as a card, as the
  // payment page does).
  await expect(
    sideMenu(page).getByText('Sonraki Ödeme Tarihi', { exact: true }),
    'the member\'s menu shows "Sonraki Ödeme Tarihi"',
  ).toHaveCount(0);
  await screenshot(page, 'member home');

  // Opened directly, an administration screen is the 403 page inside the shell, and its calls are never sent.
  for (const [path, foreign] of [
    ['/admin/user-list', ADMIN_EMAIL],
    ['/admin/role-list', 'Destek Ekibi'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(TEXT.forbidden)).toBeVisible();
    await expect(page.getByText('403', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ana Sayfaya Dön' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Kullanıcı menüsü: ${MEMBER.userName}` })).toBeVisible();
    await expect(page.getByText(foreign), `the member sees "${foreign}" on ${path}`).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /Yeni Kullanıcı|Yeni Rol/ }),
      `the member is offered a create button on ${path}`,
    ).toHaveCount(0);
    expect(pathOf(page), 'the 403 page keeps the address').toBe(path);
    await screenshot(page, `member ${path.split('/').pop()}`);
  }
  expect(adminRequests, 'requests of the administration screens').toEqual([]);

  // The mock server still refuses the member these lists when asked directly.
  const statuses = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
    return Promise.all(
      ['/api/users?pageIndex=0&pageSize=10', '/api/roles?pageIndex=0&pageSize=10'].map(
        async (url) => (await fetch(url, { headers })).status,
      ),
    );
  });
  expect(statuses, 'the API answers to the member').toEqual([403, 403]);
});

test('at 375 px the side menu is a drawer behind the hamburger button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, MEMBER.userName, MEMBER.password);
  const hamburger = page.getByRole('button', { name: 'Menüyü aç' });
  await expect(hamburger).toBeVisible();
  await expect(sideMenu(page), 'at 375 px the side menu is behind the drawer').toHaveCount(0);
  await expect(hamburger, 'the drawer starts closed').toHaveAttribute('aria-expanded', 'false');

  await hamburger.click();
  const drawer = page.getByRole('dialog').filter({ has: sideMenu(page) });
  await expect(drawer).toBeVisible();
  await whenStill(drawer);
  await expect(sideMenu(page).getByRole('link', { name: 'Profil', exact: true })).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box, 'the drawer box').not.toBeNull();
  expect(box!.x, 'the drawer is at the left edge').toBeLessThanOrEqual(1);
  expect(box!.width, 'the drawer fits the screen').toBeLessThanOrEqual(375);
  await screenshot(page, 'mobile drawer open');

  // Choosing an entry navigates and closes the drawer.
  await sideMenu(page).getByRole('link', { name: 'Profil', exact: true }).click();
  await expectPath(page, '/admin/profile');
  await expect(sideMenu(page).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Profil Bilgileri' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the profile page does not scroll sideways at 375 px').toBeLessThanOrEqual(375);
  await screenshot(page, 'mobile profile');
});
