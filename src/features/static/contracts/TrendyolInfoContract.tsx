import { Typography } from 'antd';
import StaticLayout, { COMPANY, StaticSection } from '../StaticLayout';

const { Paragraph, Text } = Typography;

/** Information notice on joining the Trendyol Influencer programme through the agency. */
export default function TrendyolInfoContract() {
  return (
    <StaticLayout title="Trendyol Influencer Programı Bilgilendirme Metni">
      <Paragraph>
        Bu metin, Trendyol Influencer programına {COMPANY.name} (“Ajans”) aracılığıyla katılmanızın nasıl
        işlediğini ve bu süreçte hangi bilgilerin paylaşıldığını açıklar.
      </Paragraph>

      <StaticSection title="1. Programa katılım">
        <ul>
          <li>
            Programa başvurunuz Trendyol tarafından değerlendirilir ve genellikle yaklaşık 10 gün içinde
            yanıtlanır.
          </li>
          <li>
            Kayıt sırasında ajans olarak Ajans’ı seçmeniz ve Trendyol kullanıcı adınızı Portal profilinize
            girmeniz gerekir.
          </li>
          <li>
            6 sayfalık işbirliği sözleşmesi ile ajans yetki belgesini imzalayıp yüklemeniz ve ıslak imzalı
            asıllarını <Text strong>2 hafta içinde</Text> Ajans’a göndermeniz gerekir.
          </li>
          <li>Belgelerinizin Trendyol tarafından onaylanması genellikle 2-4 hafta sürer.</li>
        </ul>
      </StaticSection>

      <StaticSection title="2. Paylaşılan bilgiler">
        <Paragraph>
          Programa katılımınızın sağlanması ve satışlarınızın size atanabilmesi için ad soyad, Trendyol ve
          Instagram kullanıcı adlarınız, imzalı sözleşme ve yetki belgeniz Trendyol ile paylaşılır.
          Trendyol’un performans raporlarındaki satış ve komisyon bilgileriniz Ajans tarafından Portal’a
          aktarılır.
        </Paragraph>
      </StaticSection>

      <StaticSection title="3. Raporlar ve kazanç">
        <ul>
          <li>Raporlarınız programa katıldığınız ilk iki gün boş görünür.</li>
          <li>
            Trendyol komisyonları Ajans’a ödenir; Ajans, %10 hizmet bedeli ile yasal kesintileri (şirketi
            olmayanlar için %15 stopaj) düştükten sonra kalan tutarı size öder.
          </li>
          <li>
            Kazançlar her ayın 1’inden bir sonraki ayın 1’ine kadar hesaplanır ve ayın 20’si ile 25’i arasında
            ödenir. 1.000 TL’nin altındaki bakiyeler bir sonraki aya devreder.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="4. Program kuralları">
        <Paragraph>
          Program kapsamındaki paylaşımlarınızda Trendyol’un yayın ilkelerine ve ticari reklam mevzuatına
          uymanız gerekir. Trendyol, kurallara aykırı paylaşımlar nedeniyle programdaki hesabınızı askıya
          alabilir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="5. Ayrılma">
        <Paragraph>
          Programdan veya Ajans’tan dilediğiniz zaman ayrılabilirsiniz; herhangi bir ücret, ceza veya asgari
          süre yükümlülüğü yoktur. Ayrılma talebinizi Portal’daki Destek Talepleri ekranından iletebilirsiniz.
        </Paragraph>
      </StaticSection>
    </StaticLayout>
  );
}
