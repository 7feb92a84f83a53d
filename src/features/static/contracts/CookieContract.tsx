import { Table, Typography } from 'antd';
import StaticLayout, { COMPANY, StaticSection } from '../StaticLayout';

const { Paragraph, Text } = Typography;

export const COOKIE_POLICY_DATE = '03/05/2021';

interface StorageRow {
  key: string;
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

const STORAGE: StorageRow[] = [
  {
    key: 'token',
    name: 'token',
    kind: 'Zorunlu (yerel depolama)',
    purpose: 'Oturumunuzun açık kalmasını sağlar.',
    duration: 'Çıkış yapana kadar; oturum 8 saat sonra geçersiz olur',
  },
  {
    key: 'Cookie',
    name: 'Cookie',
    kind: 'Zorunlu (yerel depolama)',
    purpose: 'Çerez tercihinizi hatırlar; değeri “true” ise çerezleri kabul etmişsinizdir.',
    duration: 'Silinene kadar',
  },
  {
    key: 'analytics',
    name: 'Analitik çerezler',
    kind: 'Performans / analitik',
    purpose: 'Portal’ın nasıl kullanıldığını anonim olarak ölçerek hizmeti iyileştirmemize yardımcı olur.',
    duration: 'En fazla 2 yıl',
  },
];

/** Cookie policy, dated 03/05/2021. */
export default function CookieContract() {
  return (
    <StaticLayout title="Çerez Politikası" subtitle={`Yürürlük tarihi: ${COOKIE_POLICY_DATE}`}>
      <Paragraph>
        {COMPANY.name} olarak Portal’da size daha iyi bir deneyim sunmak için çerezler ve benzeri teknolojiler
        (tarayıcınızın yerel depolama alanı) kullanıyoruz. Bu politika hangi çerezleri neden kullandığımızı ve
        tercihlerinizi nasıl yönetebileceğinizi açıklar.
      </Paragraph>

      <StaticSection title="Çerez nedir?">
        <Paragraph>
          Çerezler, ziyaret ettiğiniz internet siteleri tarafından tarayıcınıza kaydedilen küçük metin
          dosyalarıdır. Yerel depolama ise benzer bilgilerin tarayıcınızda saklanmasını sağlayan bir tarayıcı
          özelliğidir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Kullandığımız çerezler">
        <div style={{ overflowX: 'auto' }}>
          <Table<StorageRow>
            size="small"
            pagination={false}
            dataSource={STORAGE}
            columns={[
              { title: 'Ad', dataIndex: 'name', render: (name: string) => <Text code>{name}</Text> },
              { title: 'Tür', dataIndex: 'kind' },
              { title: 'Amaç', dataIndex: 'purpose' },
              { title: 'Süre', dataIndex: 'duration' },
            ]}
          />
        </div>
        <Paragraph style={{ marginTop: 12 }}>
          Zorunlu çerezler Portal’ın çalışması için gereklidir ve KVKK m.5/2-c ile m.5/2-f kapsamında açık
          rızanız aranmaksızın kullanılır. Zorunlu olmayan çerezler yalnızca onay vermeniz hâlinde kullanılır.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Tercihlerinizi nasıl yönetebilirsiniz?">
        <ul>
          <li>
            Kayıt sayfasında görünen çerez penceresindeki <Text strong>“Tüm çerezleri kabul et”</Text> butonu
            ile onay verebilir, <Text strong>“Çerez politikasını yönet”</Text> ile tercihlerinizi yeniden
            düzenleyebilirsiniz.
          </li>
          <li>
            Tarayıcınızın (Chrome, Firefox, Safari, Edge vb.) ayarlarından çerezleri ve site verilerini
            dilediğiniz zaman silebilir veya engelleyebilirsiniz. Zorunlu çerezleri engellemeniz hâlinde
            oturum açamayabilirsiniz.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="İletişim">
        <Paragraph>
          Çerezler ve kişisel verilerinizle ilgili sorularınız için {COMPANY.dataOfficerEmail} adresine
          yazabilirsiniz. Başvurularınız en geç 30 gün içinde yanıtlanır.
        </Paragraph>
        <Paragraph type="secondary">
          Bu politika {COOKIE_POLICY_DATE} tarihinden itibaren geçerlidir.
        </Paragraph>
      </StaticSection>
    </StaticLayout>
  );
}
