import type { CSSProperties, ReactNode } from 'react';
import { Typography } from 'antd';
import { Panel } from '@/components/Panel';

const { Title, Paragraph } = Typography;

/** The agency's legal identity, shown on the welcome page, the information page and in the legal texts. */
export const COMPANY = {
  name: 'Portal Dijital Ajans A.Ş.',
  shortName: 'Portal',
  addressLines: ['Barbaros Mah. Begonya Sok. No: 3', 'Kat: 12 Daire: 45', '34746 Ataşehir / İstanbul'],
  taxOffice: 'Kozyatağı Vergi Dairesi',
  email: 'destek@portal.example',
  dataOfficerEmail: 'kvkk@portal.example',
  website: 'portal.example',
} as const;

export const COMPANY_ADDRESS = COMPANY.addressLines.join(', ');

interface StaticLayoutProps {
  title: ReactNode;
  /** A line under the title (e.g. the date of a legal text). */
  subtitle?: ReactNode;
  /** Content placed at the top right of the card, e.g. a download button. */
  extra?: ReactNode;
  children: ReactNode;
  /** Maximum width of the card in px (default 880). */
  maxWidth?: number;
}

const pageStyle: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  padding: 'clamp(8px, 3vw, 32px)',
};

/** A centred, readable card for the static and legal pages (works from 320 px phones up). */
export default function StaticLayout({
  title,
  subtitle,
  extra,
  children,
  maxWidth = 880,
}: StaticLayoutProps) {
  return (
    <div style={pageStyle}>
      <Panel
        style={{ maxWidth, width: '100%', margin: '0 auto' }}
        bodyStyle={{ padding: 'clamp(16px, 4vw, 40px)' }}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'baseline' }}>
          <Title
            level={1}
            style={{
              margin: 0,
              flex: '1 1 240px',
              fontSize: 'clamp(22px, 5.5vw, 30px)',
              overflowWrap: 'anywhere',
            }}
          >
            {title}
          </Title>
          {extra}
        </div>
        {subtitle && (
          <Paragraph type="secondary" style={{ marginTop: 8 }}>
            {subtitle}
          </Paragraph>
        )}
        <Typography style={{ marginTop: 16, fontSize: 15, lineHeight: 1.7, overflowWrap: 'break-word' }}>
          <article>{children}</article>
        </Typography>
      </Panel>
    </div>
  );
}

/** A titled section inside a static page. */
export function StaticSection({
  title,
  id,
  children,
}: {
  title: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} style={{ marginTop: 24, scrollMarginTop: 16 }}>
      <Title level={2} style={{ fontSize: 'clamp(17px, 4.4vw, 21px)', marginTop: 0 }}>
        {title}
      </Title>
      {children}
    </section>
  );
}
