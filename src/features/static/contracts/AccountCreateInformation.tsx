import { Typography } from 'antd';
import StaticLayout, { COMPANY, COMPANY_ADDRESS, StaticSection } from '../StaticLayout';

const { Paragraph } = Typography;

/** Information notice (KVKK art. 10) for the data collected when an account is created. */
export default function AccountCreateInformation() {
  return (
    <StaticLayout title="Hesap Oluşturma Aydınlatma Metni">
      <Paragraph>
        {COMPANY.name} (“Ajans”) olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun 10. maddesi
        uyarınca Portal’da hesap oluştururken paylaştığınız kişisel veriler hakkında sizi bilgilendirmek
        isteriz.
      </Paragraph>

      <StaticSection title="Veri sorumlusu">
        <Paragraph>
          {COMPANY.name}, {COMPANY_ADDRESS}. İletişim: {COMPANY.dataOfficerEmail}
        </Paragraph>
      </StaticSection>

      <StaticSection title="Hesap oluştururken işlenen veriler">
        <ul>
          <li>Kullanıcı adı ve e-posta adresi,</li>
          <li>
            Şifreniz (yalnızca geri döndürülemez biçimde özetlenerek saklanır; çalışanlarımız dahil kimse
            göremez),
          </li>
          <li>Üyelik sözleşmesi ve bu metne ilişkin onayınız ile onay tarihi,</li>
          <li>Kayıt ve giriş işlemlerine ait tarih, saat ve teknik kayıtlar.</li>
        </ul>
      </StaticSection>

      <StaticSection title="İşleme amaçları ve hukuki sebepler">
        <Paragraph>
          Bu veriler; hesabınızın oluşturulması, e-posta adresinizin doğrulanması, güvenli giriş ve şifre
          sıfırlama işlemlerinin yapılması ve hesabınıza ilişkin bildirimlerin gönderilmesi amaçlarıyla, KVKK
          m.5/2-c (sözleşmenin kurulması ve ifası) ile m.5/2-f (bilgi güvenliğine ilişkin meşru menfaat)
          hukuki sebeplerine dayanılarak, kayıt formu aracılığıyla elektronik ortamda toplanır ve işlenir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Aktarım">
        <Paragraph>
          Verileriniz, yalnızca hizmetin sunulması için gerekli olduğu ölçüde barındırma ve e-posta gönderim
          hizmeti aldığımız tedarikçilere ve yasal talep hâlinde yetkili kamu kurum ve kuruluşlarına
          aktarılabilir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Saklama süresi">
        <Paragraph>
          Hesap verileriniz üyeliğiniz süresince ve üyeliğin sona ermesinden sonra yasal zamanaşımı süreleri
          boyunca saklanır; ardından silinir, yok edilir veya anonim hâle getirilir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="Haklarınız">
        <Paragraph>
          KVKK m.11’deki haklarınızı kullanmak için kişisel veri başvuru formunu doldurabilir veya{' '}
          {COMPANY.dataOfficerEmail} adresine yazabilirsiniz. Başvurularınız en geç 30 gün içinde yanıtlanır;
          ilk başvurunuz ücretsizdir.
        </Paragraph>
      </StaticSection>
    </StaticLayout>
  );
}
