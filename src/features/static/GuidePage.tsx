import { useState } from 'react';
import { Alert, Button, Space, Steps, Table, Typography } from 'antd';
import { Panel } from '@/components/Panel';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadTrendyolPdf } from './api/downloadTrendyolPdf';
import { downloadTaxPdf } from './api/downloadTaxPdf';
import StaticLayout, { StaticSection } from './StaticLayout';

const { Paragraph, Text } = Typography;

const PARTS = [
  { id: 'basvuru', title: 'Başvuru', summary: 'Trendyol Influencer programına başvurun' },
  { id: 'kayit', title: 'Kayıt ve ajans seçimi', summary: 'Hesabınızı açın, ajans olarak bizi seçin' },
  {
    id: 'sozlesme',
    title: 'Sözleşme yükleme',
    summary: 'Sözleşmeyi imzalayıp yükleyin, asıllarını gönderin',
  },
  { id: 'onay', title: 'Paylaşım onayı', summary: 'Onay 2-4 hafta sürer' },
  { id: 'isleyis', title: 'Genel işleyiş', summary: 'Linklerinizle paylaşım yapın, raporları izleyin' },
  { id: 'odemeler', title: 'Ödemeler', summary: 'Kesintiler, ödeme dönemi ve minimum bakiye' },
] as const;

interface CalculationRow {
  key: string;
  label: string;
  personal: string;
  company: string;
}

// Example for 1.000 TL of earnings, computed as the payment screen does.
const CALCULATION: CalculationRow[] = [
  { key: 'earnings', label: 'Trendyol kazancı', personal: '1.000,00 TL', company: '1.000,00 TL' },
  { key: 'fee', label: 'Ajans hizmet bedeli (%10)', personal: '- 100,00 TL', company: '- 100,00 TL' },
  { key: 'gross', label: 'Brüt tutar', personal: '900,00 TL', company: '900,00 TL' },
  { key: 'stoppage', label: 'Stopaj (%15)', personal: '- 135,00 TL', company: '—' },
  { key: 'vat', label: 'KDV (%18)', personal: '—', company: '+ 162,00 TL' },
  { key: 'tevkifat', label: 'Tevkifat (KDV’nin %70’i)', personal: '—', company: '- 113,40 TL' },
  { key: 'net', label: 'Size ödenecek net tutar', personal: '765,00 TL', company: '948,60 TL' },
];

function scrollToPart(id: string) {
  document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

/** The marketplace registration guide: application → agency selection → contract → approval → operation → payments. */
export default function GuidePage() {
  const [current, setCurrent] = useState(0);

  const downloads = (
    <Space wrap>
      <Button type="primary" icon={<DownloadOutlined />} onClick={() => void downloadTrendyolPdf()}>
        İşbirliği sözleşmesini indir
      </Button>
      <Button icon={<DownloadOutlined />} onClick={() => void downloadTaxPdf()}>
        Ajans yetki belgesini indir
      </Button>
    </Space>
  );

  return (
    <StaticLayout
      title="Trendyol Influencer Programı Kayıt Rehberi"
      subtitle="Başvurudan ilk ödemenize kadar izlemeniz gereken adımlar"
    >
      <Paragraph>
        Bu rehber, Trendyol Influencer programına ajansımız aracılığıyla katılmanız için gereken adımları
        sırasıyla anlatır. Her adımı tamamladığınızda profilinizdeki <Text strong>Trendyol Durumu</Text>{' '}
        alanını güncellemeyi unutmayın; böylece ekibimiz size doğru zamanda yardımcı olabilir.
      </Paragraph>

      <Panel size="small" style={{ marginTop: 16 }}>
        <Steps
          orientation="vertical"
          size="small"
          current={current}
          onChange={(index) => {
            setCurrent(index);
            const part = PARTS[index];
            if (part) scrollToPart(part.id);
          }}
          items={PARTS.map((part, index) => ({
            title: `${index + 1}. ${part.title}`,
            content: part.summary,
          }))}
        />
      </Panel>

      <StaticSection id="basvuru" title="1. Başvuru">
        <Paragraph>
          Trendyol Influencer programının başvuru formunu doldurun. Formda Instagram kullanıcı adınızı ve
          iletişim bilgilerinizi eksiksiz yazın. Başvurunuz genellikle <Text strong>yaklaşık 10 gün</Text>{' '}
          içinde e-posta ile yanıtlanır.
        </Paragraph>
        <Paragraph>
          Başvuruyu gönderdikten sonra profilinizde Trendyol Durumu olarak{' '}
          <Text italic>“Başvurdum, onay bekliyorum”</Text> seçeneğini işaretleyin.
        </Paragraph>
      </StaticSection>

      <StaticSection id="kayit" title="2. Kayıt ve ajans seçimi">
        <Paragraph>
          Başvurunuz kabul edildiğinde gelen e-postadaki bağlantı ile Trendyol Influencer hesabınızı
          oluşturun. Kayıt sırasında ajans seçimi adımında <Text strong>Portal Dijital Ajans</Text>’ı seçin.
        </Paragraph>
        <ul>
          <li>
            Trendyol kullanıcı adınızı Portal’daki profilinize yazın. Bu alan kaydedildikten sonra yalnızca
            yöneticiler tarafından değiştirilebilir.
          </li>
          <li>
            Profilinizdeki iletişim, şirket ve IBAN bilgilerini eksiksiz doldurun; ödemeleriniz bu bilgilere
            göre hazırlanır.
          </li>
          <li>
            Trendyol Durumu olarak <Text italic>“Onaylandım, ajans seçimi yapıyorum”</Text> seçeneğini
            işaretleyin.
          </li>
        </ul>
      </StaticSection>

      <StaticSection id="sozlesme" title="3. Sözleşme yükleme">
        <Paragraph>
          Aşağıdaki butonlarla işbirliği sözleşmesini ve ajans yetki belgesini indirin. İşbirliği sözleşmesi{' '}
          <Text strong>6 sayfalık</Text> bir PDF dosyasıdır; her sayfayı paraflayıp son sayfayı imzalayın.
        </Paragraph>
        {downloads}
        <ol style={{ marginTop: 16 }}>
          <li>Sözleşmeyi ve yetki belgesini yazdırın, doldurun ve imzalayın.</li>
          <li>
            İmzalı belgelerin taramasını veya net fotoğrafını Trendyol panelindeki sözleşme yükleme adımına
            yükleyin.
          </li>
          <li>
            Islak imzalı asıllarını <Text strong>2 hafta içinde</Text> kargo ile ajans adresimize gönderin.
            Asıllar ulaşmadan başvurunuz tamamlanmış sayılmaz.
          </li>
        </ol>
      </StaticSection>

      <StaticSection id="onay" title="4. Paylaşım onayı">
        <Paragraph>
          Belgeleriniz Trendyol tarafından incelenir. Onay süreci genellikle <Text strong>2-4 hafta</Text>{' '}
          sürer. Onay geldiğinde e-posta ile bilgilendirilirsiniz ve paylaşım yapmaya başlayabilirsiniz.
        </Paragraph>
        <Paragraph>
          Her şey hazır olduğunda Trendyol Durumu olarak <Text italic>“Her şey hazır, başlıyorum”</Text>,
          düzenli paylaşıma başladığınızda <Text italic>“Paylaşım yapıyorum”</Text> seçeneğini işaretleyin.
        </Paragraph>
      </StaticSection>

      <StaticSection id="isleyis" title="5. Genel işleyiş">
        <ul>
          <li>
            Paylaşımlarınızda yalnızca size özel ürün linklerini kullanın; satışlar bu linkler üzerinden size
            yazılır.
          </li>
          <li>
            Linklerinizi Portal’daki koleksiyonlarda gruplayıp tek bir sayfada takipçilerinizle
            paylaşabilirsiniz.
          </li>
          <li>
            Kampanya ve kupon raporlarınızı menüden izleyebilirsiniz. Raporlar programa katıldığınız{' '}
            <Text strong>ilk iki gün boş</Text> görünür; bu normaldir.
          </li>
          <li>
            Sorularınız için <Text strong>Destek Talepleri</Text> ekranından talep oluşturun. Mesai
            saatlerimiz 08:00-17:00 arasıdır; talepler 1-3 iş günü içinde yanıtlanır.
          </li>
          <li>
            Ajanstan ayrılmak istediğinizde herhangi bir ücret veya cezai şart yoktur; minimum çalışma süresi
            de bulunmaz. Trendyol Durumu olarak “Ayrılmak istiyorum” seçeneğini işaretleyip destek talebi
            açmanız yeterlidir.
          </li>
        </ul>
      </StaticSection>

      <StaticSection id="odemeler" title="6. Ödemeler">
        <ul>
          <li>
            Kazançlarınız her ayın <Text strong>1’inden bir sonraki ayın 1’ine</Text> kadar hesaplanır.
          </li>
          <li>
            Kazancınızdan <Text strong>%10 ajans hizmet bedeli</Text> ve <Text strong>%15 stopaj</Text>{' '}
            vergisi düşülür. Şirketiniz varsa stopaj yerine %18 KDV eklenir ve KDV’nin %70’i tevkifat olarak
            düşülür.
          </li>
          <li>
            Ödeme dönemi her ayın <Text strong>20’si ile 25’i</Text> arasıdır. Belgeleriniz onaylandıktan
            sonra ödemeniz <Text strong>1 hafta, en geç 10 gün</Text> içinde hesabınıza geçer.
          </li>
          <li>
            Ödeme yapılabilmesi için minimum bakiye <Text strong>1.000 TL</Text>’dir (önceki rehberimizde bu
            sınır 500 TL olarak belirtilmişti). Bu tutarın altında kalan kazançlar bir sonraki aya devreder ve
            birikerek ödenir.
          </li>
          <li>
            Fatura veya makbuz gerektiren ödemelerde, Ödeme Takibi ekranında durumu “Lütfen belge gönderiniz”
            olan satıra belgenizi yükleyin.
          </li>
        </ul>
        <Alert
          type="info"
          showIcon
          style={{ margin: '16px 0' }}
          title="Örnek hesaplama"
          description="1.000 TL kazanç için şirketi olmayan ve şirketi olan üyelere ödenecek tutarlar:"
        />
        <div style={{ overflowX: 'auto' }}>
          <Table<CalculationRow>
            size="small"
            pagination={false}
            dataSource={CALCULATION}
            columns={[
              { title: 'Kalem', dataIndex: 'label' },
              { title: 'Şirketi olmayan', dataIndex: 'personal', align: 'right' },
              { title: 'Şirketi olan', dataIndex: 'company', align: 'right' },
            ]}
          />
        </div>
      </StaticSection>
    </StaticLayout>
  );
}
