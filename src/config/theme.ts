/** The antd theme of the app (src/app/providers.tsx) and the colours pages use outside antd's tokens. */
/**
 * The brand orange (#f27a1a) carries white text at only 2.77:1, so the theme's primary colour is a darker shade of
 * it (5.39:1 with white, 4.95:1 on the grey page background, 5:1 on the light orange of selected items) and the secondary grey is darker than antd's
 * #8c8c8c (3.36:1): every text meets WCAG AA (4.5:1). decisions.md "Colours meet WCAG AA contrast".
 */
export const BRAND_ORANGE = '#f27a1a';
/** The theme's primary colour: the darker shade of the brand orange that carries text. */
export const PRIMARY = '#ad4f00';

export const THEME = {
  token: {
    colorPrimary: PRIMARY,
    // Links in the same shade (antd's default link blue #1677ff is 4.1:1 on the grey background).
    colorLink: PRIMARY,
    // Hover and pressed states go darker, not lighter, so white or orange text keeps its contrast.
    colorLinkHover: '#8a3f00',
    colorPrimaryHover: '#964400',
    colorPrimaryActive: '#8a3f00',
    // antd's error red #ff4d4f is 3.3:1 (danger buttons, validation messages).
    colorError: '#cf1322',
    // Warning texts (antd's #faad14 is 1.9:1 on white): gold-9, 6.8:1.
    colorWarningText: '#874d00',
    borderRadius: 6,
    // antd's secondary text (descriptions, help, footers) is rgba(0,0,0,.45) = #8c8c8c; .58 ≈ #6b6b6b.
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    // Placeholders are read as text too (WCAG 1.4.3): .55 ≈ #737373, 4.7:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    // The selected menu entry: the orange on its tinted background is 4.3:1; a darker shade of it, 6:1.
    Menu: { itemSelectedColor: '#8a3f00' },
  },
};
