import { Typography } from 'antd';
import StaticLayout, { COMPANY, StaticSection } from '../StaticLayout';

const { Paragraph } = Typography;

/** Consent to commercial electronic messages (communication permission). */
export default function CommunicationContract() {
  return (
    <StaticLayout title="Ticari Elektronik İleti ve İletişim İzni">
      <Paragraph>
        6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve ilgili yönetmelik kapsamında,{' '}
        {COMPANY.name} tarafından aşağıda belirtilen kanallardan ticari elektronik ileti gönderilmesine onay
        vermektesiniz.
      </Paragraph>

      <StaticSection title="Onayın kapsamı">
        <ul>
          <li>Yeni marka işbirlikleri, kampanyalar ve avantajlı ürünler hakkında duyurular,</li>
          <li>Etkinlik, eğitim ve bilgilendirme içerikleri,</li>
          <li>Anket ve memnuniyet çalışmaları.</li>
        </ul>
        <Paragraph>
          Bu iletiler e-posta, SMS, telefon ve mobil uygulama bildirimleri aracılığıyla, kayıt ve profil
          bilgilerinizde yer alan iletişim adreslerine gönderilebilir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Bilgilendirme iletileri">
        <Paragraph>
          Hesabınızın doğrulanması, şifre sıfırlama, destek talepleri, ödeme ve belge durumları gibi
          üyeliğinizin yürütülmesi için zorunlu bilgilendirme iletileri ticari elektronik ileti niteliğinde
          değildir ve bu onaydan bağımsız olarak gönderilir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Onayın geri alınması">
        <Paragraph>
          Onayınızı dilediğiniz zaman, hiçbir gerekçe göstermeksizin ve ücretsiz olarak; iletilerdeki ret
          bağlantısını kullanarak, İleti Yönetim Sistemi (İYS) üzerinden, Portal’daki Destek Talepleri
          ekranından veya {COMPANY.email} adresine yazarak geri alabilirsiniz. Ret talebiniz en geç 3 iş günü
          içinde işleme alınır.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Kişisel veriler">
        <Paragraph>
          İletişim bilgileriniz bu kapsamda KVKK m.5/1 uyarınca açık rızanıza dayanılarak işlenir. Ayrıntılı
          bilgi için Kişisel Verilerin Korunması Aydınlatma Metni’ni inceleyebilirsiniz.
        </Paragraph>
      </StaticSection>
    </StaticLayout>
  );
}
