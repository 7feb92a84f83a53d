// A visitor whose system asks for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3) gets antd without
// motion: a dialog appears at once, with no zoom or fade (src/app/providers.tsx); everyone else sees antd's animation.
import { ACCOUNTS, expect, signIn, test } from './support';

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`a dialog ${reducedMotion === 'reduce' ? 'does not animate for a visitor who asked for less motion' : 'animates'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await signIn(page, ACCOUNTS.admin.userName, ACCOUNTS.admin.password);
    await page.goto('/admin/role-list');
    const open = page.getByRole('button', { name: 'Yeni Rol' });
    await expect(open).toBeVisible();
    // Records whether any element played one of antd's motions from now on: rc-motion's `…-appear-active` or
    // `…-enter-active` class (the step that runs the CSS animation; without motion only the `-prepare` step runs), or a
    // finite CSS animation or transition under way (spinners run forever and are not counted).
    await page.evaluate(() => {
      const w = window as unknown as { moved: string[] };
      w.moved = [];
      const look = () => {
        const active = document.querySelector('[class*="-appear-active"], [class*="-enter-active"]');
        if (active) w.moved.push(active.className);
        for (const a of document.getAnimations()) {
          const target = (a.effect as KeyframeEffect | null)?.target;
          if (a.effect?.getTiming().iterations !== Infinity && target instanceof Element)
            w.moved.push(`${a.constructor.name} on ${target.className}`);
        }
      };
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    });
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Yeni Rol' })).toBeVisible();
    const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved);
    if (reducedMotion === 'reduce') expect(moved, 'the motions played').toEqual([]);
    else expect(moved.length, 'antd animated the dialog').toBeGreaterThan(0);
  });
}
