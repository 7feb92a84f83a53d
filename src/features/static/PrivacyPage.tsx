import { Typography } from 'antd';
import StaticLayout, { COMPANY, COMPANY_ADDRESS, StaticSection } from './StaticLayout';

const { Paragraph, Text } = Typography;

/** Privacy notice on the processing of personal data within the membership. */
export default function PrivacyPage() {
  return (
    <StaticLayout
      title="Gizlilik Bildirimi"
      subtitle="Üyelik kapsamında kişisel verilerin işlenmesine ilişkin bilgilendirme"
    >
      <Paragraph>
        {COMPANY.name} (“Ajans”) olarak, Portal üyeliğiniz kapsamında paylaştığınız kişisel verilerin
        gizliliğine önem veriyoruz. Bu bildirim, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”)
        uyarınca hangi verilerinizi, hangi amaçlarla ve nasıl işlediğimizi açıklar.
      </Paragraph>

      <StaticSection title="1. Veri sorumlusu">
        <Paragraph>
          Veri sorumlusu {COMPANY.name}’dir. Adres: {COMPANY_ADDRESS}. E-posta:{' '}
          <a href={`mailto:${COMPANY.dataOfficerEmail}`}>{COMPANY.dataOfficerEmail}</a>
        </Paragraph>
      </StaticSection>

      <StaticSection title="2. İşlenen kişisel veriler">
        <ul>
          <li>
            <Text strong>Kimlik:</Text> ad soyad, TC Kimlik numarası.
          </li>
          <li>
            <Text strong>İletişim:</Text> e-posta adresi, telefon numarası, adres, il ve ilçe.
          </li>
          <li>
            <Text strong>Hesap:</Text> kullanıcı adı, şifrenizin geri döndürülemez biçimde saklanan özeti,
            e-posta doğrulama durumu.
          </li>
          <li>
            <Text strong>Sosyal medya ve pazaryeri:</Text> Instagram kullanıcı adı ve takipçi sayısı, Trendyol
            kullanıcı adı ve program durumu.
          </li>
          <li>
            <Text strong>Finans:</Text> banka hesabı sahibinin adı, IBAN, şirket bilgileri (şirket tipi,
            unvan, vergi numarası), fatura ve makbuz belgeleri, kazanç ve ödeme kayıtları.
          </li>
          <li>
            <Text strong>Müşteri işlem:</Text> destek talepleri ve yazışmalar, yüklediğiniz belgeler.
          </li>
          <li>
            <Text strong>İşlem güvenliği:</Text> oturum bilgileri, giriş kayıtları, tarayıcınızda saklanan
            oturum anahtarı ve çerez tercihi.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="3. İşleme amaçları">
        <ul>
          <li>Üyelik hesabınızın oluşturulması, doğrulanması ve yönetilmesi,</li>
          <li>Trendyol Influencer programına ve marka işbirliklerine katılımınızın sağlanması,</li>
          <li>
            Kazançlarınızın hesaplanması, fatura/makbuz süreçlerinin yürütülmesi ve ödemelerin yapılması,
          </li>
          <li>Vergi ve muhasebe mevzuatından doğan yükümlülüklerin yerine getirilmesi,</li>
          <li>Destek taleplerinizin yanıtlanması ve sizinle iletişim kurulması,</li>
          <li>Bilgi güvenliğinin sağlanması ve hukuki uyuşmazlıklarda delil olarak kullanılması.</li>
        </ul>
      </StaticSection>

      <StaticSection title="4. Hukuki sebepler ve toplama yöntemi">
        <Paragraph>
          Verileriniz, Portal’daki kayıt, profil ve belge yükleme formları aracılığıyla elektronik ortamda
          toplanır ve KVKK m.5/2 uyarınca sözleşmenin kurulması ve ifası (c), hukuki yükümlülüğün yerine
          getirilmesi (ç), bir hakkın tesisi, kullanılması veya korunması (e) ve meşru menfaatimiz (f) hukuki
          sebeplerine dayanılarak işlenir. Ticari elektronik ileti gönderimi yalnızca açık rızanıza dayanır.
        </Paragraph>
      </StaticSection>

      <StaticSection title="5. Aktarım">
        <Paragraph>
          Verileriniz yalnızca yukarıdaki amaçlarla sınırlı olarak; programa katılımınız ve komisyon
          hesaplaması için Trendyol’a, işbirliği yaptığınız markalara, ödemelerin yapılması için bankalara,
          mali müşavir ve muhasebe hizmeti aldığımız kişilere, barındırma hizmeti sağlayıcılarımıza ve talep
          hâlinde yetkili kamu kurum ve kuruluşlarına aktarılabilir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="6. Saklama süresi">
        <Paragraph>
          Verileriniz üyeliğiniz süresince ve üyeliğin sona ermesinden sonra ilgili mevzuatta öngörülen
          süreler boyunca (vergi mevzuatı gereği finansal kayıtlar için 10 yıl) saklanır; sürenin sonunda
          silinir, yok edilir veya anonim hâle getirilir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="7. Haklarınız">
        <Paragraph>
          KVKK m.11 uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini
          veya silinmesini isteme, aktarıldığı üçüncü kişileri öğrenme, otomatik analiz sonucuna itiraz etme
          ve zararın giderilmesini talep etme haklarına sahipsiniz. Başvurularınızı kişisel veri başvuru formu
          ile veya {COMPANY.dataOfficerEmail} adresine iletebilirsiniz. Başvurular en geç 30 gün içinde
          yanıtlanır; ilk başvurunuz ücretsizdir.
        </Paragraph>
      </StaticSection>
    </StaticLayout>
  );
}
