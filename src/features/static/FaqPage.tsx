import type { ReactNode } from 'react';
import { Collapse, Typography } from 'antd';
import StaticLayout from './StaticLayout';

const { Paragraph } = Typography;

interface Faq {
  question: string;
  answer: ReactNode;
}

export const FAQS: Faq[] = [
  {
    question: 'Ajansınızla çalışmak ücretli mi?',
    answer:
      'Hayır. Üyelik ve kayıt ücretsizdir. Yalnızca Trendyol kazançlarınız üzerinden %10 ajans hizmet bedeli kesilir; kazanç yoksa hiçbir ücret ödemezsiniz.',
  },
  {
    question: 'Başvuruma ne zaman yanıt alırım?',
    answer:
      'Trendyol Influencer programı başvuruları genellikle yaklaşık 10 gün içinde e-posta ile yanıtlanır. Bu sürede Trendyol Durumu alanını “Başvurdum, onay bekliyorum” olarak işaretleyebilirsiniz.',
  },
  {
    question: 'Trendyol onayı ne kadar sürer?',
    answer:
      'Sözleşmeniz yüklendikten sonra Trendyol onayı çoğunlukla 1-2 hafta içinde gelir. Yoğun dönemlerde bu süre uzayabilir; onay geldiğinde e-posta ile bilgilendirilirsiniz.',
  },
  {
    question: 'Sözleşmeyi nasıl imzalayıp göndereceğim?',
    answer:
      'Kayıt rehberindeki butonla 6 sayfalık işbirliği sözleşmesini ve ajans yetki belgesini indirin. Her sayfayı paraflayıp imzalayın, taramasını yükleyin ve ıslak imzalı asıllarını 2 hafta içinde kargo ile ajans adresimize gönderin.',
  },
  {
    question: 'Kazancımdan hangi kesintiler yapılır?',
    answer:
      'Kazancınızdan %10 ajans hizmet bedeli ve %15 stopaj vergisi düşülür. Şirketiniz varsa stopaj yerine %18 KDV eklenir ve KDV’nin %70’i tevkifat olarak düşülür. Tüm kalemleri Ödeme Takibi ekranındaki detayda görebilirsiniz.',
  },
  {
    question: 'Ödemeler ne zaman yapılır?',
    answer:
      'Kazançlar her ayın 1’inden bir sonraki ayın 1’ine kadar hesaplanır. Ödemeler her ayın 20’si ile 25’i arasında yapılır; belgeleriniz onaylandıktan sonra ödeme 1 hafta, en geç 10 gün içinde hesabınıza geçer.',
  },
  {
    question: 'Minimum ödeme tutarı var mı?',
    answer:
      'Evet. Ödeme yapılabilmesi için bakiyenizin en az 1.000 TL olması gerekir (eskiden bu sınır 500 TL idi). Bu tutarın altında kalan kazançlar kaybolmaz; bir sonraki aya devreder ve birikerek ödenir.',
  },
  {
    question: 'Raporlarım neden boş görünüyor?',
    answer:
      'Kampanya ve kupon raporları programa katıldığınız ilk iki gün boş görünür. Satışlarınız işlendikçe raporlarınız dolmaya başlar.',
  },
  {
    question: 'Şirketim yok, yine de ödeme alabilir miyim?',
    answer:
      'Evet. Profilinizde “Şirketim var” seçeneğini kapalı bırakıp banka hesabı sahibinin adını, TC Kimlik numaranızı ve IBAN bilginizi girmeniz yeterlidir. Vergi dairesince onaylı dilekçeniz varsa Mevzuat Hesap Bilgileri ekranından belgenizi yükleyebilirsiniz.',
  },
  {
    question: 'Trendyol kullanıcı adımı değiştirebilir miyim?',
    answer:
      'Trendyol kullanıcı adınız kaydedildikten sonra yalnızca yöneticilerimiz tarafından değiştirilebilir. Değişiklik için Destek Talepleri ekranından “Üyelik” konulu bir talep oluşturun.',
  },
  {
    question: 'Ajanstan ayrılmak istersem ne olur?',
    answer:
      'Dilediğiniz zaman ayrılabilirsiniz. Ayrılık için herhangi bir ücret veya ceza yoktur ve minimum çalışma süresi bulunmaz. Trendyol Durumu alanında “Ayrılmak istiyorum” seçeneğini işaretleyip destek talebi açmanız yeterlidir; hak ettiğiniz kazançlar ödenmeye devam eder.',
  },
  {
    question: 'Destek ekibine nasıl ulaşırım?',
    answer:
      'Menüdeki Destek Talepleri ekranından talep oluşturabilirsiniz. Mesai saatlerimiz 08:00-17:00 arasıdır; talepler 1-3 iş günü içinde yanıtlanır.',
  },
  {
    question: 'Kişisel verilerimle ilgili nasıl başvuru yapabilirim?',
    answer:
      'Kişisel veri başvuru formunu doldurarak veri sorumlusu birimimize (kvkk@portal.example) başvurabilirsiniz. Başvurularınız en geç 30 gün içinde yanıtlanır; ilk başvurunuz ücretsizdir.',
  },
];

/** Frequently asked questions. */
export default function FaqPage() {
  return (
    <StaticLayout title="Sıkça Sorulan Sorular">
      <Paragraph>
        Aklınıza takılan sorunun cevabını bulamazsanız Destek Talepleri ekranından bize yazabilirsiniz.
      </Paragraph>
      <Collapse
        accordion={false}
        items={FAQS.map((faq, index) => ({
          key: String(index),
          label: faq.question,
          children: <Paragraph style={{ margin: 0 }}>{faq.answer}</Paragraph>,
          forceRender: true,
        }))}
      />
    </StaticLayout>
  );
}
