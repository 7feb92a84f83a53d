import { Card, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COMPANY } from './StaticLayout';

const { Paragraph, Text, Title } = Typography;

/** Public landing page: logo, greeting, the company's legal address and a start button to register. */
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
