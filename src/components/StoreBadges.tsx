/** App Store and Google Play links styled as the stores' badges (inline, no images). */
import type { CSSProperties, ReactNode } from 'react';
import { AppleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export const STORE_URLS = {
  ios: 'https://apps.apple.com/tr/app/portal/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=example.portal',
} as const;

const badge: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minWidth: 148,
  height: 44,
  padding: '0 14px',
  borderRadius: 8,
  background: '#000',
  color: '#fff',
  border: '1px solid #a6a6a6',
  textDecoration: 'none',
  lineHeight: 1.1,
  boxSizing: 'border-box',
};

function GooglePlayMark() {
  return (
    <svg width="20" height="22" viewBox="0 0 20 22" aria-hidden focusable="false">
      <path d="M1 1.2 11.4 11 1 20.8c-.3-.2-.5-.6-.5-1.1V2.3c0-.5.2-.9.5-1.1Z" fill="#32bbff" />
      <path d="M14.8 7.7 11.4 11 1 1.2c.3-.2.8-.2 1.3.1l12.5 6.4Z" fill="#32d874" />
      <path d="M14.8 14.3 2.3 20.7c-.5.3-1 .3-1.3.1L11.4 11l3.4 3.3Z" fill="#f53349" />
      <path d="m18.6 9.7-3.8-2L11.4 11l3.4 3.3 3.8-2c1-.5 1-2.1 0-2.6Z" fill="#fbc02d" />
    </svg>
  );
}

function Badge({ href, icon, small, big }: { href: string; icon: ReactNode; small: string; big: string }) {
  return (
    // Named by its visible text ("Hemen indirin App Store"): the space between the lines keeps the words apart.
    <a href={href} target="_blank" rel="noopener noreferrer" style={badge}>
      {icon}
      <span style={{ display: 'flex', flexDirection: 'column' }}>
        <span style={{ fontSize: 10 }}>{small}</span>{' '}
        <span style={{ fontSize: 17, fontWeight: 600 }}>{big}</span>
      </span>
    </a>
  );
}

export function StoreBadges({ center = false }: { center?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: 10, justifyContent: center ? 'center' : undefined }}
    >
      <Badge
        href={STORE_URLS.ios}
        icon={<AppleFilled style={{ fontSize: 22 }} />}
        small={t('account.appStoreSmall')}
        big="App Store"
      />
      <Badge
        href={STORE_URLS.android}
        icon={<GooglePlayMark />}
        small={t('account.googlePlaySmall')}
        big="Google Play"
      />
    </div>
  );
}
