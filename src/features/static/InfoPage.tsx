import { Card, Col, Row, Steps, Typography } from 'antd';
import StaticLayout, { COMPANY, StaticSection } from './StaticLayout';

const { Paragraph, Text } = Typography;

const HIGHLIGHTS = [
  { value: '%10', label: 'Ajans hizmet bedeli, yalnızca kazançlarınız üzerinden' },
  { value: '0 TL', label: 'Üyelik ücreti, ayrılık ücreti veya ceza' },
  { value: '1-3 iş günü', label: 'Destek taleplerine yanıt süresi' },
];

/** The corporate information page: who the agency is, what it does and how it works. */
export default function InfoPage() {
  return (
    <StaticLayout title="Kurumsal Bilgi" subtitle={COMPANY.name}>
      <StaticSection title="Biz kimiz?">
        <Paragraph>
          {COMPANY.name}, İstanbul Ataşehir merkezli bir influencer pazarlama ajansıdır. İçerik üreticilerinin
          Trendyol Influencer programına katılmasına, markalarla işbirliği yapmasına ve kazançlarını düzenli,
          şeffaf bir şekilde almasına yardımcı oluyoruz.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Ne yapıyoruz?">
        <ul>
          <li>
            Trendyol Influencer programına başvuru, kayıt ve sözleşme süreçlerinde adım adım rehberlik
            ediyoruz.
          </li>
          <li>
            Satış linklerinizi koleksiyonlar hâlinde düzenleyip takipçilerinizle paylaşmanızı
            kolaylaştırıyoruz.
          </li>
          <li>Kampanya, kupon ve komisyon raporlarınızı tek bir panelde sunuyoruz.</li>
          <li>Partner markalarımızın avantajlı ürün ve kampanyalarını size ulaştırıyoruz.</li>
          <li>
            Fatura, makbuz ve ödeme süreçlerinizi takip ediyor, kazançlarınızı her ay hesabınıza aktarıyoruz.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="Nasıl çalışıyoruz?">
        <Steps
          orientation="vertical"
          size="small"
          current={-1}
          items={[
            {
              title: 'Başvuru ve kayıt',
              content: 'Trendyol Influencer programına başvurur, ajans olarak bizi seçersiniz.',
            },
            {
              title: 'Sözleşme',
              content: 'İşbirliği sözleşmenizi ve ajans yetki belgenizi imzalayıp yüklersiniz.',
            },
            { title: 'Onay', content: 'Trendyol onayının ardından paylaşım yapmaya başlarsınız.' },
            {
              title: 'Paylaşım',
              content: 'Size özel linklerle yaptığınız satışlardan komisyon kazanırsınız.',
            },
            {
              title: 'Ödeme',
              content:
                'Kazançlarınız her ay hesaplanır; kesintiler düşüldükten sonra ayın 20’si ile 25’i arasında ödenir.',
            },
          ]}
        />
      </StaticSection>

      <Row gutter={[12, 12]} style={{ marginTop: 24 }}>
        {HIGHLIGHTS.map((item) => (
          <Col key={item.value} xs={24} sm={8}>
            <Card size="small" style={{ height: '100%', textAlign: 'center' }}>
              <Text strong style={{ fontSize: 22, display: 'block' }}>
                {item.value}
              </Text>
              <Text type="secondary">{item.label}</Text>
            </Card>
          </Col>
        ))}
      </Row>

      <StaticSection title="İletişim">
        <Paragraph>
          Mesai saatlerimiz hafta içi 08:00-17:00 arasıdır. Panel üzerinden açtığınız destek taleplerine 1-3
          iş günü içinde yanıt veriyoruz.
        </Paragraph>
        <address style={{ fontStyle: 'normal' }}>
          <Text strong>{COMPANY.name}</Text>
          {COMPANY.addressLines.map((line) => (
            <div key={line}>{line}</div>
          ))}
          <div>
            E-posta: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </div>
        </address>
      </StaticSection>
    </StaticLayout>
  );
}
