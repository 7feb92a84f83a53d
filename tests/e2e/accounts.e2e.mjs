// Accounts end to end: registration with the mailed confirmation link, profile completion, logout, the
// sign-in guard and `redirect`, user administration (create, search, deactivate) and what a member may not see.
// Every test runs in a fresh browser context, so the in-browser database starts from the seed each time.
import { assert, expectHidden, expectVisible, screenshot } from './lib.mjs';

const ADMIN = { userName: 'admin', password: 'Admin123!' };
const MEMBER = { userName: 'influencer', password: 'Member123!' };
/** An e-mail of the seed that only an administrator may see. */
const ADMIN_EMAIL = 'admin@portal.example';

const TEXT = {
  successToast: 'İşlem başarılı.',
  confirmed: 'E-posta adresiniz başarıyla doğrulandı. Giriş yapabilirsiniz.',
  userIsNotActive: 'Kullanıcı hesabınız pasif durumda. Lütfen bizimle iletişime geçiniz.',
  forbidden: 'Bu işlem için yetkiniz bulunmuyor.',
  deactivateConfirm: 'Kullanıcıyı pasif yapmak istiyor musunuz',
};

const pathOf = (page) => new URL(page.url()).pathname;
const unique = (prefix) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Waits until the app is on `path` (and, when given, has exactly that query string). */
async function expectPath(page, path, search) {
  try {
    await page.waitForURL((url) => url.pathname === path && (search === undefined || url.search === search), {
      timeout: 15_000,
    });
  } catch (error) {
    throw new Error(`expected ${path}${search ?? ''}, still on ${page.url()}`, { cause: error });
  }
}

/** Fills the login form (already on /account/login) and submits it. */
async function submitLogin(page, { userName, password }) {
  await page.getByLabel('Kullanıcı Adı veya E-posta').fill(userName);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Signs in through the form and waits for the signed-in layout (the user menu). */
async function signIn(page, account, { landsOn = '/admin/home' } = {}) {
  await submitLogin(page, account);
  await expectPath(page, landsOn);
  await expectVisible(page, page.getByRole('button', { name: `Kullanıcı menüsü: ${account.userName}` }));
}

/** User menu → Çıkış Yap; waits for the login page. */
async function signOut(page, userName) {
  await page.getByRole('button', { name: `Kullanıcı menüsü: ${userName}` }).click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expectPath(page, '/account/login', '');
  await expectVisible(page, page.getByRole('heading', { name: 'Giriş Yap' }));
}

/** The side menu (a drawer on phones). */
const sideMenu = (page) => page.getByRole('menu', { name: 'Ana menü' });

/**
 * Waits until the mock server has written its database to IndexedDB after `since` (it coalesces writes
 * for 150 ms), so a full page load right after a save sees the saved data.
 */
async function waitForMockPersisted(page, since, timeout = 10_000) {
  const savedAt = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('portal-mock-db');
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            const idb = open.result;
            try {
              const get = idb.transaction('db', 'readonly').objectStore('db').get('snapshot');
              get.onsuccess = () => resolve(get.result?.savedAt ?? null);
              get.onerror = () => resolve(null);
            } catch {
              resolve(null);
            } finally {
              idb.close();
            }
          };
        }),
    );
  const deadline = Date.now() + timeout;
  let last = null;
  while ((last = await savedAt()) === null || last <= since) {
    if (Date.now() > deadline) {
      throw new Error(`the mock database was not persisted after ${since} (last save ${last})`);
    }
    await page.waitForTimeout(100);
  }
}

/** Picks an option of an antd Select found by its label. */
async function chooseOption(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.getByTitle(option, { exact: true }).click();
  await expectHidden(page, dropdown);
}

export default [
  {
    name: 'register, confirm by mail, complete the profile, log out',
    async run({ page, baseUrl }) {
      const userName = unique('e2e');
      const email = `${userName}@example.com`;
      const password = 'Passw0rd!';

      // Register (the cookie consent dialog comes first).
      await page.goto(`${baseUrl}/account/register`);
      await page.getByRole('button', { name: 'Tüm çerezleri kabul et' }).click();
      await expectHidden(page, page.getByRole('dialog', { name: 'Çerez Tercihleri' }));
      await page.getByLabel('Kullanıcı Adı', { exact: true }).fill(userName);
      await page.getByLabel('E-posta', { exact: true }).fill(email);
      await page.getByLabel('Şifre', { exact: true }).fill(password);
      await page.getByLabel('Şifre Tekrar', { exact: true }).fill(password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Kayıt Ol' }).click();
      await expectVisible(page, page.getByText('Kaydınız alındı', { exact: true }));
      await expectVisible(page, 'Giriş yapabilmek için e-posta adresinizi doğrulamanız gerekiyor');

      // Before confirming, login is refused with the resend offer.
      await page.getByRole('link', { name: 'Giriş Yap' }).click();
      await expectPath(page, '/account/login');
      await submitLogin(page, { userName, password });
      await expectVisible(page, page.getByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' }));
      assert(pathOf(page) === '/account/login', `an unconfirmed login left the login page: ${page.url()}`);

      // The mailbox (linked from the login page in mock builds), our mail, its confirm link.
      await page.getByRole('link', { name: 'Posta Kutusu' }).click();
      await expectPath(page, '/mock/mailbox');
      await page.getByRole('searchbox', { name: 'Alıcıya göre ara' }).fill(email);
      const mail = page.locator('.ant-card').filter({ hasText: 'E-posta adresinizi doğrulayın' });
      await expectVisible(page, mail);
      assert(
        (await mail.count()) === 1,
        `expected one confirmation mail to ${email}, got ${await mail.count()}`,
      );
      await expectVisible(page, mail.getByText(email));
      await mail.getByRole('button', { name: 'E-posta adresimi doğrula' }).click();

      await expectPath(page, '/account/confirm-email');
      await expectVisible(page, page.getByText(TEXT.confirmed));
      await page.getByRole('link', { name: 'Giriş Yap' }).click();
      await expectPath(page, '/account/login');
      await signIn(page, { userName, password });
      await expectVisible(page, page.getByRole('heading', { name: `Hoş geldiniz, ${userName}!` }));

      // Complete the profile: every required field, no company.
      await sideMenu(page).getByRole('link', { name: 'Profil', exact: true }).click();
      await expectPath(page, '/admin/profile');
      await expectVisible(page, page.getByRole('heading', { name: 'Profil Bilgileri' }));
      const fullName = page.getByLabel('Ad Soyad', { exact: true });
      await expectVisible(page, fullName);
      assert(
        (await page.getByLabel('E-posta', { exact: true }).inputValue()) === email,
        'the profile does not show the registered e-mail',
      );
      await fullName.fill('Deniz Test');
      const phone = page.getByLabel('Telefon', { exact: true });
      await phone.click();
      await phone.pressSequentially('5321234567');
      assert(
        (await phone.inputValue()) === '0 (532) 123 45 67',
        `phone mask shows ${JSON.stringify(await phone.inputValue())}`,
      );
      await page.getByLabel('Adres', { exact: true }).fill('Atatürk Cad. No: 1');
      await page.getByLabel('İl', { exact: true }).fill('İstanbul');
      await page.getByLabel('İlçe', { exact: true }).fill('Kadıköy');
      await page.getByLabel('Instagram Kullanıcı Adı', { exact: true }).fill(`${userName}.insta`);
      await page.getByLabel('Instagram Takipçi Sayısı', { exact: true }).fill('12500');
      const trendyolUserName = `${userName}ty`;
      await page.getByLabel('Trendyol Kullanıcı Adı', { exact: true }).fill(trendyolUserName);
      await chooseOption(page, 'Trendyol Durumu', 'Paylaşım yapıyorum');
      assert(
        !(await page.getByRole('switch', { name: 'Şirketim var' }).isChecked()),
        'the new member starts with "Şirketim var" on',
      );
      await page.getByLabel('Banka Hesabı Ad Soyad', { exact: true }).fill('Deniz Test');
      await page.getByLabel('TC Kimlik No', { exact: true }).fill('12345678901');
      const iban = page.getByLabel('IBAN', { exact: true });
      await iban.click();
      await iban.pressSequentially('TR330006100519786457841326');
      assert(
        (await iban.inputValue()) === 'TR33 0006 1005 1978 6457 8413 26',
        `IBAN mask shows ${JSON.stringify(await iban.inputValue())}`,
      );

      const savedAt = new Date().toISOString();
      const saved = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      const response = await saved;
      assert(response.status() === 200, `profile save answered ${response.status()}`);
      await expectVisible(page, page.getByText(TEXT.successToast));
      await expectHidden(page, page.getByRole('alert').filter({ hasText: 'Bu alan gerekli' }), {
        timeout: 1000,
      });

      // Reload: the saved values come back from the (persisted) mock server.
      await waitForMockPersisted(page, savedAt);
      await page.reload();
      await expectVisible(page, page.getByRole('heading', { name: 'Profil Bilgileri' }));
      await expectVisible(page, page.getByLabel('Ad Soyad', { exact: true }));
      const after = {
        fullName: await page.getByLabel('Ad Soyad', { exact: true }).inputValue(),
        phone: await page.getByLabel('Telefon', { exact: true }).inputValue(),
        iban: await page.getByLabel('IBAN', { exact: true }).inputValue(),
        identity: await page.getByLabel('TC Kimlik No', { exact: true }).inputValue(),
        trendyol: page.getByLabel('Trendyol Kullanıcı Adı', { exact: true }),
      };
      assert(after.fullName === 'Deniz Test', `after reload Ad Soyad is ${JSON.stringify(after.fullName)}`);
      assert(after.phone === '0 (532) 123 45 67', `after reload Telefon is ${JSON.stringify(after.phone)}`);
      assert(
        after.iban === 'TR33 0006 1005 1978 6457 8413 26',
        `after reload IBAN is ${JSON.stringify(after.iban)}`,
      );
      assert(
        after.identity === '12345678901',
        `after reload TC Kimlik No is ${JSON.stringify(after.identity)}`,
      );
      assert(
        (await after.trendyol.inputValue()) === trendyolUserName,
        'the marketplace user name was not saved',
      );
      // Saved once, the marketplace user name is locked for a member.
      assert(await after.trendyol.isDisabled(), 'the saved marketplace user name is still editable');
      await expectVisible(page, page.getByText('Paylaşım yapıyorum'));
      await screenshot(page, 'accounts-1-profile-saved');

      // Log out: back on the login page, and the signed-in pages send us there again.
      await signOut(page, userName);
      await page.goto(`${baseUrl}/admin/home`);
      await expectPath(page, '/account/login', `?redirect=${encodeURIComponent('/admin/home')}`);
      await expectVisible(page, page.getByRole('button', { name: 'Giriş Yap' }));
      await screenshot(page, 'accounts-1-logged-out');
    },
  },

  {
    name: 'sign-in guard keeps the requested page; a foreign redirect lands home',
    async run({ page, baseUrl }) {
      await page.goto(`${baseUrl}/admin/user-list`);
      await expectPath(page, '/account/login', `?redirect=${encodeURIComponent('/admin/user-list')}`);
      assert(
        new URL(page.url()).search === '?redirect=%2Fadmin%2Fuser-list',
        `unexpected login URL ${page.url()}`,
      );
      await signIn(page, ADMIN, { landsOn: '/admin/user-list' });
      await expectVisible(page, page.getByRole('heading', { name: 'Kullanıcılar' }));
      const table = page.getByRole('table');
      await expectVisible(page, table.getByRole('cell', { name: ADMIN_EMAIL }));
      await expectVisible(page, page.getByText(/^Toplam \d+ kayıt$/));
      // The administrator sees the administration section of the menu.
      await expectVisible(page, sideMenu(page).getByText('Yönetim', { exact: true }));
      await expectVisible(page, sideMenu(page).getByRole('menuitem', { name: 'Sonraki Ödeme Tarihi' }));
      await screenshot(page, 'accounts-2-redirected-to-user-list');

      await signOut(page, ADMIN.userName);
      await page.goto(`${baseUrl}/account/login?redirect=//evil.example`);
      await signIn(page, ADMIN, { landsOn: '/admin/home' });
      assert(new URL(page.url()).origin === baseUrl, `left the site: ${page.url()}`);
      await expectVisible(page, page.getByRole('heading', { name: `Hoş geldiniz, ${ADMIN.userName}!` }));
      await screenshot(page, 'accounts-2-hostile-redirect-home');
    },
  },

  {
    name: 'administrator creates, finds and deactivates a user who then cannot log in',
    async run({ page, baseUrl }) {
      const userName = unique('e2eadm');
      const password = 'Passw0rd!';
      const role = 'Kullanıcı Yöneticisi';

      await page.goto(`${baseUrl}/account/login`);
      await signIn(page, ADMIN);
      await sideMenu(page).getByRole('link', { name: 'Kullanıcılar', exact: true }).click();
      await expectPath(page, '/admin/user-list');
      await expectVisible(page, page.getByRole('cell', { name: ADMIN_EMAIL }));

      // New user.
      await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı' });
      await expectVisible(page, dialog.getByLabel('Kullanıcı Adı', { exact: true }));
      await dialog.getByLabel('Kullanıcı Adı', { exact: true }).fill(userName);
      await dialog.getByLabel('E-posta', { exact: true }).fill(`${userName}@example.com`);
      await dialog.getByLabel('Şifre', { exact: true }).fill(password);
      await dialog.getByLabel('Şifre Tekrar', { exact: true }).fill(password);
      await dialog.getByLabel('Komisyon Oranı (%)', { exact: true }).fill('12');
      await dialog.getByRole('checkbox', { name: role }).check();
      const created = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/users' && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      const createResponse = await created;
      assert(createResponse.status() === 200, `create user answered ${createResponse.status()}`);
      await expectVisible(page, page.getByText(TEXT.successToast));
      await expectHidden(page, dialog);

      // Find it by search.
      await page.getByRole('searchbox', { name: 'Ara' }).fill(userName);
      const rows = page.getByRole('table').locator('tbody tr.ant-table-row');
      const row = rows.filter({ hasText: userName });
      await expectVisible(page, row);
      await expectVisible(page, page.getByText('Toplam 1 kayıt'));
      assert((await rows.count()) === 1, `search for ${userName} shows ${await rows.count()} rows`);
      await expectVisible(page, row.getByText('Aktif', { exact: true }));

      // The role was saved with it.
      await row.getByRole('button', { name: `Düzenle ${userName}` }).click();
      const edit = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
      await expectVisible(page, edit.getByRole('checkbox', { name: role }));
      assert(await edit.getByRole('checkbox', { name: role }).isChecked(), `role ${role} is not granted`);
      await edit.getByRole('button', { name: 'İptal' }).click();
      await expectHidden(page, edit);

      // Deactivate.
      await row.getByRole('button', { name: `Pasif Yap ${userName}` }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: TEXT.deactivateConfirm });
      await expectVisible(page, confirm);
      await confirm.getByRole('button', { name: 'Pasif Yap' }).click();
      await expectHidden(page, confirm);
      await expectVisible(page, row.getByText('Pasif', { exact: true }));
      assert(
        (await row.getByRole('button', { name: `Pasif Yap ${userName}` }).count()) === 0,
        'a passive user still offers "Pasif Yap"',
      );
      await screenshot(page, 'accounts-3-user-deactivated');

      // The passive user cannot log in.
      await signOut(page, ADMIN.userName);
      await submitLogin(page, { userName, password });
      await expectVisible(page, page.getByRole('alert').filter({ hasText: TEXT.userIsNotActive }));
      assert(pathOf(page) === '/account/login', `a passive user left the login page: ${page.url()}`);
      await screenshot(page, 'accounts-3-passive-login-refused');
    },
  },

  {
    name: 'a member sees no administration and gets 403 from the admin lists',
    async run({ page, baseUrl }) {
      const adminResponses = [];
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (/^\/api\/(users|roles)(\/|$)/i.test(path)) adminResponses.push({ path, status: r.status() });
      });

      await page.goto(`${baseUrl}/account/login`);
      const permissions = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/permissions');
      await signIn(page, MEMBER);
      assert((await permissions).status() === 200, 'the permissions call failed');
      // The shell is drawn from the permissions: the notification bell (members only) shows they are in,
      // then check what is missing.
      await expectVisible(page, page.getByRole('link', { name: /^Bildirimler: \d+ okunmamış yanıt$/ }));
      await expectVisible(page, sideMenu(page).getByRole('link', { name: 'Destek Talepleri' }));
      for (const text of ['Kullanıcılar', 'Roller', 'Markalar']) {
        assert(
          (await sideMenu(page).getByText(text, { exact: true }).count()) === 0,
          `the member's menu shows "${text}"`,
        );
      }
      for (const text of ['Yönetim', 'Sonraki Ödeme Tarihi']) {
        assert((await page.getByText(text, { exact: true }).count()) === 0, `the member sees "${text}"`);
      }
      await screenshot(page, 'accounts-4-member-home');

      for (const [path, api, title, foreign] of [
        ['/admin/user-list', '/api/users', 'Kullanıcılar', ADMIN_EMAIL],
        ['/admin/role-list', '/api/roles', 'Roller', 'Destek Ekibi'],
      ]) {
        const answered = page.waitForResponse((r) => new URL(r.url()).pathname === api);
        await page.goto(baseUrl + path);
        const response = await answered;
        assert(response.status() === 403, `${api} answered ${response.status()} to the member`);
        await expectVisible(page, page.getByRole('heading', { name: title }));
        await expectVisible(page, page.getByRole('alert').filter({ hasText: TEXT.forbidden }));
        await expectVisible(page, page.getByText('Gösterilecek kayıt bulunamadı.'));
        assert((await page.getByText(foreign).count()) === 0, `the member sees "${foreign}" on ${path}`);
        assert(
          (await page.getByRole('button', { name: /Yeni Kullanıcı|Yeni Rol/ }).count()) === 0,
          `the member is offered a create button on ${path}`,
        );
        await screenshot(page, `accounts-4-member-${path.split('/').pop()}`);
      }

      assert(
        adminResponses.length >= 2,
        `expected /api/users and /api/roles calls, saw ${adminResponses.length}`,
      );
      const allowed = adminResponses.filter((r) => r.status !== 403);
      assert(
        allowed.length === 0,
        `the member got non-403 answers: ${allowed.map((r) => `${r.path} ${r.status}`).join(', ')}`,
      );
    },
  },

  {
    name: 'at 375 px the side menu is a drawer behind the hamburger button',
    async run({ page, baseUrl }) {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${baseUrl}/account/login`);
      await signIn(page, MEMBER);
      const hamburger = page.getByRole('button', { name: 'Menüyü aç' });
      await expectVisible(page, hamburger);
      assert((await sideMenu(page).count()) === 0, 'at 375 px the side menu is shown without the drawer');
      assert((await hamburger.getAttribute('aria-expanded')) === 'false', 'the drawer starts open');

      await hamburger.click();
      const drawer = page.getByRole('dialog').filter({ has: sideMenu(page) });
      await expectVisible(page, drawer);
      await expectVisible(page, sideMenu(page).getByRole('link', { name: 'Profil', exact: true }));
      const box = await drawer.boundingBox();
      assert(
        box && box.x <= 1 && box.width <= 375,
        `the drawer is not at the left edge: ${JSON.stringify(box)}`,
      );
      await screenshot(page, 'accounts-5-mobile-drawer-open');

      // Choosing an entry navigates and closes the drawer.
      await sideMenu(page).getByRole('link', { name: 'Profil', exact: true }).click();
      await expectPath(page, '/admin/profile');
      await expectHidden(page, sideMenu(page));
      await expectVisible(page, page.getByRole('heading', { name: 'Profil Bilgileri' }));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(width <= 375, `the profile page scrolls sideways at 375 px (${width} px wide)`);
      await screenshot(page, 'accounts-5-mobile-profile');
    },
  },
];
