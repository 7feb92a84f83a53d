import { Col, Row, Steps, Typography } from 'antd';
import { LinkButton } from '@/components/LinkButton';
import { Panel } from '@/components/Panel';
import { paths } from '@/config/paths';
import StaticLayout, { COMPANY, StaticSection } from './StaticLayout';

const { Paragraph, Text } = Typography;

/** The steps of the programme, each with the screen where it happens. */
const STEPS = [
  {
    title: 'Profilinizi tamamlayın',
    content: 'İletişim, sosyal medya ve ödeme (IBAN, şirket) bilgileriniz eksiksiz olsun.',
  },
  {
    title: 'Marka eşleştirmesi',
    content:
      'Ekibimiz profilinizi partner markaların kriterlerine göre değerlendirir; onaylandığınız markalar için paylaşım yapabilirsiniz.',
  },
  {
    title: 'Paylaşım',
    content:
      'Size özel linkleri koleksiyonlarınızda toplayın, avantajlı ürünleri ve kupon kodlarınızı takipçilerinizle paylaşın.',
  },
  {
    title: 'Raporlar ve ödeme',
    content:
      'Marka satışlarınızdan doğan komisyonları raporlarda izleyin; fatura veya makbuzunuzu yükleyin, ödemeniz hesabınıza aktarılsın.',
  },
];

/** Where each part of the programme happens in Portal. */
const SCREENS = [
  { to: paths.collectionList, label: 'Koleksiyonlarım', text: 'Linklerinizi oluşturun ve paylaşın' },
  { to: paths.discountCampaignList, label: 'Avantajlı Ürünler', text: 'Markaların indirimli ürünleri' },
  { to: paths.coupon, label: 'Kuponlar', text: 'Size tanımlı marka kupon kodları' },
  { to: paths.commissionList, label: 'Komisyonlar', text: 'Marka satışlarınızdan kazançlarınız' },
  { to: paths.paymentTrackingList, label: 'Ödeme Takibi', text: 'Ödemeleriniz ve belge yükleme' },
  { to: paths.ticketList, label: 'Destek Talepleri', text: 'Sorularınız için bize yazın' },
];

/**
 * The second programme's information page (/admin/brand-info, the spec's `{product}-info`): the agency's
 * partner-brand programme beside the marketplace one (trendyol-info). See docs/decisions.md.
 */
export default function BrandProgramPage() {
  return (
    <StaticLayout
      title="Marka İş Birliği Programı"
      subtitle="Trendyol programının yanında partner markalarımızla kazanmanın ikinci yolu"
    >
      <Paragraph>
        {COMPANY.name}, Trendyol Influencer programının yanı sıra anlaşmalı partner markalarıyla da çalışır.
        Bu programda markaların ürünlerini size özel linkler, kupon kodları ve avantajlı ürün kampanyalarıyla
        paylaşır; yapılan satışlardan <Text strong>markanın komisyon oranı</Text> üzerinden kazanç elde
        edersiniz. Trendyol programına katılmış olmanız gerekmez; iki programı birlikte de yürütebilirsiniz.
      </Paragraph>

      <StaticSection title="Nasıl işler?">
        <Steps orientation="vertical" size="small" current={-1} items={STEPS} />
      </StaticSection>

      <StaticSection title="Kazanç ve kesintiler">
        <ul>
          <li>
            Komisyon oranı markaya göre değişir ve satış tutarı üzerinden hesaplanır. Kazançlarınız her ay
            marka bazında <Text strong>Komisyonlar</Text> ekranında raporlanır.
          </li>
          <li>
            Trendyol programında olduğu gibi kazancınızdan %10 ajans hizmet bedeli düşülür; şahıs olarak
            çalışıyorsanız %15 stopaj kesilir, şirketiniz varsa faturanıza KDV eklenir.
          </li>
          <li>
            Ödeme dönemi geldiğinde <Text strong>Ödeme Takibi</Text> ekranında marka satırınız için fatura
            veya serbest meslek makbuzunuzu yükleyin (en fazla 10 MB; PDF veya görsel).
          </li>
          <li>
            Alt sınırın altında kalan tutarlar bir sonraki aya devreder; güncel tutarı Ödeme Takibi ekranında
            görebilirsiniz.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="Linkleriniz">
        <Paragraph>
          Koleksiyonlarınıza eklediğiniz her link size özel olarak işaretlenir (kaynak{' '}
          <Text code>influencer_kullanıcıadınız</Text>, ortam <Text code>affiliate</Text>), böylece satışlar
          hesabınıza yazılır. Herkese açık koleksiyon sayfanızın bağlantısını biyografinizde
          paylaşabilirsiniz.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Portal’da nerede?">
        <Row gutter={[12, 12]}>
          {SCREENS.map((screen) => (
            <Col key={screen.to} xs={24} sm={12}>
              <Panel size="small" style={{ height: '100%' }}>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                  <div style={{ flex: '1 1 160px', minWidth: 0 }}>
                    <Text strong>{screen.label}</Text>
                    <br />
                    <Text type="secondary">{screen.text}</Text>
                  </div>
                  <LinkButton to={screen.to} aria-label={`${screen.label} ekranını aç`}>
                    Aç
                  </LinkButton>
                </div>
              </Panel>
            </Col>
          ))}
        </Row>
      </StaticSection>

      <StaticSection title="Sorularınız mı var?">
        <Paragraph>
          Marka eşleştirmeleri, komisyon oranları veya ödemelerle ilgili her soru için{' '}
          <Text strong>Destek Talepleri</Text> ekranından bize yazabilir ya da{' '}
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> adresine e-posta gönderebilirsiniz. Sık
          sorulan soruların yanıtları <Text strong>Sıkça Sorulan Sorular</Text> sayfasındadır.
        </Paragraph>
        <LinkButton to={paths.faq}>Sıkça Sorulan Sorular</LinkButton>
      </StaticSection>
    </StaticLayout>
  );
}
