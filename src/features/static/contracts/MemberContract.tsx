import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import StaticLayout, { COMPANY, COMPANY_ADDRESS, StaticSection } from '../StaticLayout';

const { Paragraph, Text } = Typography;

/** Membership agreement accepted at registration. */
export default function MemberContract() {
  return (
    <StaticLayout title="Üyelik Sözleşmesi">
      <StaticSection title="1. Taraflar">
        <Paragraph>
          İşbu Üyelik Sözleşmesi (“Sözleşme”), {COMPANY_ADDRESS} adresinde mukim {COMPANY.name} (“Ajans”) ile
          Portal’a üye olan gerçek kişi veya tüzel kişi temsilcisi (“Üye”) arasında, Üye’nin kayıt formundaki
          onay kutusunu işaretlemesiyle elektronik ortamda kurulmuştur.
        </Paragraph>
      </StaticSection>

      <StaticSection title="2. Tanımlar">
        <ul>
          <li>
            <Text strong>Portal:</Text> Ajans’ın üyelerine sunduğu web ve mobil uygulamalar.
          </li>
          <li>
            <Text strong>Program:</Text> Trendyol Influencer programı ve Ajans’ın anlaşmalı olduğu marka
            işbirlikleri.
          </li>
          <li>
            <Text strong>Kazanç:</Text> Üye’nin kendisine özel linkler ve kuponlar aracılığıyla gerçekleşen
            satışlardan doğan komisyon tutarı.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="3. Sözleşmenin konusu">
        <Paragraph>
          Sözleşme’nin konusu; Üye’nin Program’a Ajans aracılığıyla katılması, Portal’ın kullanımı, Kazanç’ın
          hesaplanması ve Üye’ye ödenmesine ilişkin tarafların hak ve yükümlülüklerinin belirlenmesidir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="4. Üyelik ve hesap güvenliği">
        <ul>
          <li>
            Üye, 18 yaşını doldurmuş olduğunu ve kayıt ile profil bilgilerinin doğru, güncel ve kendisine ait
            olduğunu kabul eder.
          </li>
          <li>
            Kullanıcı adı ve şifrenin gizliliğinden Üye sorumludur; hesap üçüncü kişilere devredilemez veya
            kullandırılamaz.
          </li>
          <li>Üyelik, e-posta adresinin doğrulanmasıyla kullanılabilir hâle gelir.</li>
        </ul>
      </StaticSection>

      <StaticSection title="5. Ajans’ın yükümlülükleri">
        <ul>
          <li>Program’a başvuru, kayıt ve sözleşme süreçlerinde Üye’ye rehberlik etmek,</li>
          <li>Üye’nin raporlarını ve ödeme durumunu Portal üzerinden erişilebilir kılmak,</li>
          <li>Hesaplanan Kazanç’ı bu Sözleşme’deki esaslara göre Üye’ye ödemek,</li>
          <li>Destek taleplerini mesai saatleri (08:00-17:00) içinde, 1-3 iş günü içinde yanıtlamak.</li>
        </ul>
      </StaticSection>

      <StaticSection title="6. Üye’nin yükümlülükleri">
        <ul>
          <li>Program kurallarına, Trendyol’un ve markaların yayın ilkelerine uymak,</li>
          <li>
            Paylaşımlarında reklam ve işbirliği içeriğini ticari reklam mevzuatına uygun şekilde açıkça
            belirtmek,
          </li>
          <li>Yanıltıcı, hukuka aykırı veya üçüncü kişilerin haklarını ihlal eden içerik paylaşmamak,</li>
          <li>Ödeme için gerekli fatura, makbuz ve belgeleri Portal’a zamanında ve eksiksiz yüklemek.</li>
        </ul>
      </StaticSection>

      <StaticSection title="7. Hizmet bedeli ve ödemeler">
        <ul>
          <li>
            Ajans, Kazanç üzerinden %10 ajans hizmet bedeli alır. Üyelik için ayrıca bir ücret talep edilmez.
          </li>
          <li>
            Şirketi olmayan üyelerin ödemelerinden yasal %15 stopaj kesilir. Şirketi olan üyelere %18 KDV
            eklenir ve mevzuat gereği KDV’nin %70’i tevkif edilir.
          </li>
          <li>
            Kazanç her ayın 1’inden bir sonraki ayın 1’ine kadar hesaplanır; ödemeler her ayın 20’si ile 25’i
            arasında, belgelerin onaylanmasından itibaren 1 hafta, en geç 10 gün içinde yapılır.
          </li>
          <li>
            Bakiyesi 1.000 TL’nin altında kalan tutarlar ödenmez; bir sonraki aya devreder ve birikerek
            ödenir.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="8. Süre ve fesih">
        <Paragraph>
          Sözleşme belirsiz sürelidir ve asgari bir çalışma süresi yoktur. Üye, Sözleşme’yi dilediği zaman
          herhangi bir ücret, tazminat veya cezai şart ödemeksizin feshedebilir. Fesih tarihine kadar hak
          edilmiş Kazanç, bu Sözleşme’deki esaslara göre ödenir. Ajans, Üye’nin Sözleşme’ye veya Program
          kurallarına aykırı davranması hâlinde üyeliği askıya alabilir veya sona erdirebilir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="9. Gizlilik ve kişisel veriler">
        <Paragraph>
          Taraflar, Sözleşme kapsamında öğrendikleri ticari bilgileri gizli tutar. Üye’nin kişisel verileri,{' '}
          <Link to="/contract/account-create-information">Hesap Oluşturma Aydınlatma Metni</Link> ve{' '}
          <Link to="/contract/data">Kişisel Verilerin Korunması Aydınlatma Metni</Link>’nde açıklanan şekilde
          işlenir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="10. Uyuşmazlıkların çözümü">
        <Paragraph>
          Sözleşme Türk hukukuna tabidir. Sözleşme’den doğan uyuşmazlıklarda İstanbul Anadolu Mahkemeleri ve
          İcra Daireleri yetkilidir.
        </Paragraph>
      </StaticSection>

      <StaticSection title="11. Yürürlük">
        <Paragraph>
          On bir maddeden oluşan bu Sözleşme, Üye’nin kayıt sırasında elektronik olarak onay vermesiyle
          yürürlüğe girer. Ajans’ın elektronik kayıtları, taraflar arasında kesin delil niteliğindedir.
        </Paragraph>
      </StaticSection>
    </StaticLayout>
  );
}
