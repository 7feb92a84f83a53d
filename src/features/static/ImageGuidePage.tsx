import type { ReactNode } from 'react';
import { Card, Tag, Typography, theme } from 'antd';
import StaticLayout from './StaticLayout';

const { Paragraph, Text, Title } = Typography;

interface Colors {
  primary: string;
  soft: string;
  ink: string;
}

type Illustration = (c: Colors) => ReactNode;

/** Small inline illustrations (viewBox 120×80), drawn with the theme's primary colour. */
const ILLUSTRATIONS = {
  application: (c) => (
    <>
      <rect x="34" y="8" width="52" height="64" rx="6" fill={c.soft} stroke={c.primary} strokeWidth="2" />
      <rect x="44" y="20" width="32" height="4" rx="2" fill={c.primary} />
      <rect x="44" y="30" width="24" height="4" rx="2" fill={c.ink} opacity="0.4" />
      <rect x="44" y="40" width="28" height="4" rx="2" fill={c.ink} opacity="0.4" />
      <circle cx="80" cy="60" r="12" fill={c.primary} />
      <path d="M74 60 l4 4 l8 -8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  agency: (c) => (
    <>
      <circle cx="40" cy="30" r="11" fill={c.soft} stroke={c.primary} strokeWidth="2" />
      <path d="M22 66 a18 18 0 0 1 36 0 z" fill={c.soft} stroke={c.primary} strokeWidth="2" />
      <rect x="66" y="24" width="36" height="42" rx="4" fill={c.primary} />
      <rect x="72" y="32" width="8" height="8" fill="#fff" />
      <rect x="88" y="32" width="8" height="8" fill="#fff" />
      <rect x="72" y="46" width="8" height="8" fill="#fff" />
      <rect x="88" y="46" width="8" height="8" fill="#fff" />
      <path d="M54 40 h8" stroke={c.ink} strokeWidth="2" strokeDasharray="3 2" />
    </>
  ),
  contract: (c) => (
    <>
      <rect x="30" y="8" width="48" height="62" rx="4" fill={c.soft} stroke={c.primary} strokeWidth="2" />
      <rect x="38" y="18" width="32" height="3" rx="1.5" fill={c.ink} opacity="0.4" />
      <rect x="38" y="26" width="32" height="3" rx="1.5" fill={c.ink} opacity="0.4" />
      <rect x="38" y="34" width="20" height="3" rx="1.5" fill={c.ink} opacity="0.4" />
      <path d="M38 56 q6 -8 10 0 t10 0" fill="none" stroke={c.primary} strokeWidth="2" />
      <path
        d="M92 62 v-30 m-10 10 l10 -10 l10 10"
        fill="none"
        stroke={c.primary}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </>
  ),
  approval: (c) => (
    <>
      <circle cx="60" cy="40" r="28" fill={c.soft} stroke={c.primary} strokeWidth="2" />
      <path d="M60 22 v18 l12 8" fill="none" stroke={c.primary} strokeWidth="4" strokeLinecap="round" />
      <text x="60" y="78" textAnchor="middle" fontSize="10" fill={c.ink}>
        2-4 hafta
      </text>
    </>
  ),
  shipping: (c) => (
    <>
      <rect x="22" y="26" width="52" height="34" rx="3" fill={c.soft} stroke={c.primary} strokeWidth="2" />
      <path d="M22 36 h52 M48 26 v10" stroke={c.primary} strokeWidth="2" />
      <path d="M74 36 h16 l10 12 v12 h-26 z" fill={c.primary} />
      <circle cx="36" cy="64" r="6" fill={c.ink} />
      <circle cx="88" cy="64" r="6" fill={c.ink} />
    </>
  ),
  sharing: (c) => (
    <>
      <rect x="42" y="6" width="36" height="68" rx="7" fill={c.soft} stroke={c.primary} strokeWidth="2" />
      <rect x="48" y="16" width="24" height="24" rx="3" fill={c.primary} opacity="0.8" />
      <path d="M54 52 a6 6 0 1 1 12 0 a6 6 0 1 1 -12 0" fill={c.primary} />
      <circle cx="96" cy="22" r="6" fill={c.primary} />
      <circle cx="96" cy="58" r="6" fill={c.primary} />
      <circle cx="24" cy="40" r="6" fill={c.primary} />
      <path d="M78 28 l12 -4 M78 52 l12 4 M42 40 h-12" stroke={c.primary} strokeWidth="2" />
    </>
  ),
} satisfies Record<string, Illustration>;

const STEPS: { key: keyof typeof ILLUSTRATIONS; title: string; text: string; tag?: string }[] = [
  {
    key: 'application',
    title: 'Trendyol’a başvurun',
    text: 'Trendyol Influencer programının başvuru formunu doldurun. Yanıt yaklaşık 10 gün içinde e-posta ile gelir.',
    tag: '~10 gün',
  },
  {
    key: 'agency',
    title: 'Ajans olarak bizi seçin',
    text: 'Kayıt sırasında ajans seçimi adımında Portal Dijital Ajans’ı seçin ve Trendyol kullanıcı adınızı profilinize yazın.',
  },
  {
    key: 'contract',
    title: 'Sözleşmeyi yükleyin',
    text: '6 sayfalık işbirliği sözleşmesini ve ajans yetki belgesini indirip imzalayın, taramasını yükleyin.',
    tag: '6 sayfa',
  },
  {
    key: 'approval',
    title: 'Onayı bekleyin',
    text: 'Trendyol belgelerinizi inceler. Onay süreci genellikle 2-4 hafta sürer.',
    tag: '2-4 hafta',
  },
  {
    key: 'shipping',
    title: 'Asıllarını gönderin',
    text: 'Islak imzalı sözleşme asıllarını 2 hafta içinde kargo ile ajans adresimize gönderin.',
    tag: '2 hafta içinde',
  },
  {
    key: 'sharing',
    title: 'Paylaşıma başlayın',
    text: 'Size özel linklerle paylaşım yapın; kazançlarınız her ay hesaplanıp ayın 20’si ile 25’i arasında ödenir.',
  },
];

/** The illustrated version of the registration guide: six step cards with inline SVG drawings. */
export default function ImageGuidePage() {
  const { token } = theme.useToken();
  const colors: Colors = { primary: token.colorPrimary, soft: token.colorPrimaryBg, ink: token.colorText };

  return (
    <StaticLayout
      title="Resimli Kullanım Kılavuzu"
      subtitle="Altı adımda Trendyol Influencer programına katılım"
      maxWidth={1040}
    >
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          gap: 16,
        }}
      >
        {STEPS.map((step, index) => (
          <Card key={step.key} size="small" style={{ height: '100%' }}>
            <svg
              viewBox="0 0 120 80"
              width="100%"
              height="120"
              role="img"
              aria-label={step.title}
              style={{ display: 'block', background: token.colorFillQuaternary, borderRadius: 8 }}
            >
              <title>{step.title}</title>
              {ILLUSTRATIONS[step.key](colors)}
            </svg>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
              <span
                aria-hidden
                style={{
                  flex: '0 0 28px',
                  height: 28,
                  borderRadius: '50%',
                  background: token.colorPrimary,
                  color: '#fff',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 600,
                }}
              >
                {index + 1}
              </span>
              <Title level={2} style={{ fontSize: 17, margin: 0 }}>
                {step.title}
              </Title>
            </div>
            <Paragraph style={{ marginTop: 8, marginBottom: step.tag ? 8 : 0 }}>{step.text}</Paragraph>
            {step.tag && <Tag color="blue">{step.tag}</Tag>}
          </Card>
        ))}
      </div>
      <Paragraph style={{ marginTop: 24 }}>
        <Text type="secondary">
          Ayrıntılı açıklamalar ve sözleşme indirme bağlantıları için kayıt rehberine göz atabilirsiniz.
        </Text>
      </Paragraph>
    </StaticLayout>
  );
}
