import { useState, type CSSProperties } from 'react';
import { Button, Card, Input, Space, Typography, theme } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StoreBadges } from '@/components/StoreBadges';
import { paths } from '@/config/paths';
import { COMPANY } from './StaticLayout';

const { Paragraph, Text, Title } = Typography;

/** The legal pages a visitor may read before registering (/contract/{name}). */
const LEGAL = [
  { name: 'member', label: 'welcome.legal.member' },
  { name: 'account-create-information', label: 'welcome.legal.accountCreate' },
  { name: 'cookie', label: 'welcome.legal.cookie' },
  { name: 'data', label: 'welcome.legal.data' },
  { name: 'communication', label: 'welcome.legal.communication' },
] as const;

const sectionTitle: CSSProperties = { fontSize: 16, margin: '0 0 8px' };

/**
 * A visitor's way to a creator's public collections (/v/{userName}): no call lists every creator, so the visitor
 * names one (as shared in a bio: with or without '@').
 */
function CollectionFinder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [userName, setUserName] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      aria-labelledby="welcome-collections"
      onSubmit={(e) => {
        e.preventDefault();
        const name = userName.trim().replace(/^@+/, '');
        if (!name) {
          setMissing(true);
          return;
        }
        void navigate(paths.publicCollections(name));
      }}
    >
      <Title id="welcome-collections" level={2} style={sectionTitle}>
        {t('welcome.collectionsTitle')}
      </Title>
      <Paragraph id="welcome-collections-help" type="secondary" style={{ marginBottom: 8 }}>
        {t('welcome.collectionsText')}
      </Paragraph>
      <Space.Compact style={{ width: '100%', maxWidth: 400 }}>
        <Input
          id="welcome-user-name"
          aria-label={t('welcome.userName')}
          placeholder={t('welcome.userName')}
          autoComplete="off"
          autoCapitalize="none"
          value={userName}
          status={missing ? 'error' : undefined}
          aria-invalid={missing || undefined}
          aria-describedby={`welcome-collections-help${missing ? ' welcome-user-name-error' : ''}`}
          onChange={(e) => {
            setUserName(e.target.value);
            setMissing(false);
          }}
        />
        <Button type="primary" htmlType="submit">
          {t('welcome.showCollections')}
        </Button>
      </Space.Compact>
      {missing && (
        <Text
          id="welcome-user-name-error"
          type="danger"
          role="alert"
          style={{ display: 'block', marginTop: 4 }}
        >
          {t('RequiredField')}
        </Text>
      )}
    </form>
  );
}

/**
 * Public landing page: logo, greeting, a start button to register, and what the spec gives visitors: a way to the
 * public collection pages, the mobile app stores and the legal pages; then the company's legal address.
 */
export default function WelcomePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  return (
    <div
      style={{
        minHeight: '100dvh',
        boxSizing: 'border-box',
        display: 'grid',
        placeItems: 'center',
        padding: 'clamp(12px, 4vw, 40px)',
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
      }}
    >
      <Card
        style={{ width: '100%', maxWidth: 560, textAlign: 'center' }}
        styles={{ body: { padding: 'clamp(20px, 6vw, 48px)' } }}
      >
        <div
          aria-label={`${COMPANY.shortName} logosu`}
          role="img"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 10,
            fontSize: 'clamp(28px, 9vw, 40px)',
            fontWeight: 800,
            letterSpacing: '-0.02em',
            color: token.colorPrimary,
          }}
        >
          <span
            aria-hidden
            style={{
              width: '1.2em',
              height: '1.2em',
              borderRadius: '0.3em',
              background: token.colorPrimary,
              color: '#fff',
              display: 'grid',
              placeItems: 'center',
              fontSize: '0.8em',
            }}
          >
            P
          </span>
          {COMPANY.shortName}
        </div>

        <Title level={1} style={{ fontSize: 'clamp(22px, 6vw, 30px)', marginTop: 24 }}>
          Hoş geldiniz!
        </Title>
        <Paragraph style={{ fontSize: 16 }}>
          İçerik üreticileri için Trendyol Influencer programına katılımı, marka işbirliklerini ve ödemeleri
          tek yerden yönetebileceğiniz ajans portalına hoş geldiniz. Ücretsiz üye olun, adım adım rehberimizle
          hemen başlayın.
        </Paragraph>

        <Link
          to="/account/register"
          style={{
            display: 'inline-block',
            marginTop: 8,
            padding: '12px 36px',
            borderRadius: token.borderRadiusLG,
            background: token.colorPrimary,
            color: token.colorTextLightSolid,
            fontSize: 16,
            fontWeight: 600,
          }}
        >
          Hemen Başla
        </Link>
        <Paragraph style={{ marginTop: 16 }}>
          <Link to="/account/login">{t('common.haveAccount')}</Link>
        </Paragraph>

        <div style={{ marginTop: 28, display: 'grid', gap: 28, justifyItems: 'center' }}>
          <CollectionFinder />
          <section aria-labelledby="welcome-apps">
            <Title id="welcome-apps" level={2} style={sectionTitle}>
              {t('welcome.appsTitle')}
            </Title>
            <StoreBadges center />
          </section>
          <nav aria-labelledby="welcome-legal">
            <Title id="welcome-legal" level={2} style={sectionTitle}>
              {t('welcome.legalTitle')}
            </Title>
            <ul
              style={{
                listStyle: 'none',
                padding: 0,
                margin: 0,
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                gap: '4px 16px',
              }}
            >
              {LEGAL.map((page) => (
                <li key={page.name}>
                  <Link to={paths.contract(page.name)}>{t(page.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <address
          style={{
            fontStyle: 'normal',
            marginTop: 32,
            paddingTop: 16,
            borderTop: `1px solid ${token.colorBorderSecondary}`,
            color: token.colorTextSecondary,
            fontSize: 13,
            lineHeight: 1.6,
          }}
        >
          <Text strong type="secondary" style={{ display: 'block' }}>
            {COMPANY.name}
          </Text>
          {COMPANY.addressLines.map((line) => (
            <div key={line}>{line}</div>
          ))}
          <div>{COMPANY.taxOffice}</div>
          <div>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </div>
        </address>
      </Card>
    </div>
  );
}
