import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** The product mark: a rounded 'P' tile and the product name, in the theme's primary colour. */
export function Logo({ size = 22, inverted = false }: { size?: number; inverted?: boolean }) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const colour = inverted ? '#fff' : token.colorPrimary;
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: size * 0.4,
        fontSize: size,
        fontWeight: 800,
        letterSpacing: '-0.02em',
        lineHeight: 1,
        color: colour,
        whiteSpace: 'nowrap',
      }}
    >
      <span
        aria-hidden
        style={{
          width: '1.25em',
          height: '1.25em',
          borderRadius: '0.3em',
          background: colour,
          color: inverted ? token.colorPrimary : '#fff',
          display: 'grid',
          placeItems: 'center',
          fontSize: '0.8em',
        }}
      >
        P
      </span>
      {t('app.title')}
    </span>
  );
}
