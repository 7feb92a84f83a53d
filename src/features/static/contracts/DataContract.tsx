import { Typography } from 'antd';
import StaticLayout, { COMPANY, COMPANY_ADDRESS, StaticSection } from '../StaticLayout';

const { Paragraph, Text } = Typography;

/** Personal data protection notice (KVKK aydınlatma metni). */
export default function DataContract() {
  return (
    <StaticLayout title="Kişisel Verilerin Korunması Aydınlatma Metni">
      <Paragraph>
        6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) kapsamında veri sorumlusu sıfatıyla{' '}
        {COMPANY.name} (“Ajans”), kişisel verilerinizi aşağıda açıklanan çerçevede işlemektedir.
      </Paragraph>

      <StaticSection title="1. Veri sorumlusu">
        <Paragraph>
          {COMPANY.name} — {COMPANY_ADDRESS} — {COMPANY.dataOfficerEmail}
        </Paragraph>
      </StaticSection>

      <StaticSection title="2. İşlenen veri kategorileri">
        <Paragraph>
          Kimlik (ad soyad, TC Kimlik numarası), iletişim (e-posta, telefon, adres), sosyal medya ve pazaryeri
          hesap bilgileri (Instagram ve Trendyol kullanıcı adları, takipçi sayısı), finans (IBAN, banka hesabı
          sahibi, şirket ve vergi bilgileri, fatura ve makbuzlar, kazanç ve ödeme kayıtları), müşteri işlem
          (destek talepleri ve yazışmalar) ve işlem güvenliği (oturum ve giriş kayıtları) verileriniz
          işlenmektedir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="3. İşleme amaçları">
        <Paragraph>
          Üyelik ilişkisinin kurulması ve yürütülmesi, Trendyol Influencer programına ve marka işbirliklerine
          katılımın sağlanması, kazançların hesaplanması ve ödenmesi, vergi ve muhasebe yükümlülüklerinin
          yerine getirilmesi, destek taleplerinin yanıtlanması, bilgi güvenliğinin sağlanması ve yetkili
          kurumlara bilgi verilmesi.
        </Paragraph>
      </StaticSection>

      <StaticSection title="4. Hukuki sebepler ve toplama yöntemi">
        <Paragraph>
          Verileriniz Portal üzerindeki formlar, yüklediğiniz belgeler ve destek yazışmaları aracılığıyla
          elektronik ortamda toplanır; KVKK m.5/2-c (sözleşmenin kurulması ve ifası), m.5/2-ç (hukuki
          yükümlülük), m.5/2-e (bir hakkın tesisi, kullanılması veya korunması) ve m.5/2-f (meşru menfaat)
          hukuki sebeplerine dayanılarak işlenir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="5. Aktarım">
        <Paragraph>
          Verileriniz, yukarıdaki amaçlarla sınırlı olarak Trendyol’a ve işbirliği yapılan markalara,
          bankalara, mali müşavir ve muhasebe hizmeti sağlayıcılarına, barındırma hizmeti sağlayıcılarına ve
          yetkili kamu kurum ve kuruluşlarına aktarılabilir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="6. Haklarınız">
        <Paragraph>KVKK m.11 uyarınca;</Paragraph>
        <ul>
          <li>kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse bilgi talep etme,</li>
          <li>işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
          <li>yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,</li>
          <li>
            eksik veya yanlış işlenmişse düzeltilmesini, şartları oluştuğunda silinmesini veya yok edilmesini
            isteme,
          </li>
          <li>bu işlemlerin aktarıldığı üçüncü kişilere bildirilmesini isteme,</li>
          <li>otomatik sistemlerle analiz sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etme,</li>
          <li>kanuna aykırı işleme nedeniyle zarara uğramanız hâlinde zararın giderilmesini talep etme</li>
        </ul>
        <Paragraph>haklarına sahipsiniz.</Paragraph>
      </StaticSection>

      <StaticSection title="7. Başvuru">
        <Paragraph>
          Taleplerinizi kişisel veri başvuru formu ile veya kimliğinizi tespit edici bilgilerle birlikte{' '}
          {COMPANY.dataOfficerEmail} adresine iletebilirsiniz. Başvurularınız en geç{' '}
          <Text strong>30 gün</Text> içinde sonuçlandırılır. İlk başvurunuz ücretsizdir; işlemin ayrıca bir
          maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu’nca belirlenen tarifedeki ücret
          alınabilir.
        </Paragraph>
      </StaticSection>
    </StaticLayout>
  );
}
