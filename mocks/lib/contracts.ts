/**
 * The two contract downloads (GET /api/definitions/DownloadTrendyolPdf and DownloadTaxPdf): their texts,
 * titles and served file names. Written with the PDF writer of `./pdf`, so Turkish letters appear as they are.
 */
import { makePdf } from './pdf';

const SIGNATURE_BLOCK = [
  '',
  '# AJANS',
  'Unvan: Portal Ajans',
  'Tarih: ____ / ____ / ________          İmza / Kaşe: ______________________________',
  '',
  '# INFLUENCER',
  'Ad Soyad / Unvan: ______________________________',
  'Tarih: ____ / ____ / ________          İmza: ______________________________',
];

const TRENDYOL_CONTRACT_PAGES: string[][] = [
  [
    '# PAZARYERİ AFFILIATE (ORTAKLIK) PROGRAMI İŞ BİRLİĞİ SÖZLEŞMESİ',
    '',
    '# MADDE 1 - TARAFLAR',
    'İşbu İş Birliği Sözleşmesi ("Sözleşme"), bir tarafta Portal Ajans (bundan böyle "AJANS" olarak anılacaktır) ile diğer tarafta aşağıda bilgileri yer alan içerik üreticisi (bundan böyle "INFLUENCER" olarak anılacaktır) arasında, aşağıdaki şartlarla serbest iradeleri ile akdedilmiştir. AJANS ve INFLUENCER ayrı ayrı "Taraf", birlikte "Taraflar" olarak anılacaktır.',
    '',
    'INFLUENCER bilgileri:',
    '  Ad Soyad / Unvan: ____________________________________________',
    '  T.C. Kimlik No / Vergi No: ___________________________________',
    '  Vergi Dairesi (şirketi olanlar için): _________________________',
    '  Adres: _______________________________________________________',
    '  Telefon: ______________________  E-posta: ______________________',
    '  Pazaryeri (Trendyol) kullanıcı adı: ___________________________',
    '  Instagram kullanıcı adı: ______________________________________',
    '  IBAN: TR__ ____ ____ ____ ____ ____ __',
    '',
    '# MADDE 2 - TANIMLAR',
    "Pazaryeri: INFLUENCER'ın affiliate (ortaklık) programı kapsamında ürün bağlantılarını paylaştığı Trendyol çevrim içi pazaryeri platformunu ifade eder.",
    'Program: Pazaryerinin, içerik üreticilerinin paylaştıkları bağlantılar üzerinden gerçekleşen satışlardan komisyon kazanmasını sağlayan affiliate (ortaklık) programını ifade eder.',
    "Kazanç: Program kapsamında INFLUENCER adına pazaryeri tarafından raporlanan ve AJANS'a ödenen toplam komisyon tutarını ifade eder.",
    "Portal: AJANS'ın INFLUENCER'a sunduğu; profil, ödeme takibi, kampanya raporları, fatura yükleme ve destek taleplerinin yönetildiği çevrim içi hizmet sistemini ifade eder.",
    "Hakediş: Kazançtan AJANS hizmet bedeli ve yasal kesintiler düşüldükten sonra INFLUENCER'a ödenecek net tutarı ifade eder.",
    '',
    '# MADDE 3 - SÖZLEŞMENİN KONUSU',
    "İşbu Sözleşmenin konusu; INFLUENCER'ın Program'a AJANS aracılığıyla katılması, AJANS'ın INFLUENCER'ı pazaryeri nezdinde temsil etmesi, Program'dan elde edilen Kazanç'ın tahsili, hesaplanması ve INFLUENCER'a ödenmesi ile Tarafların bu kapsamdaki hak ve yükümlülüklerinin belirlenmesidir.",
    "AJANS, INFLUENCER'ın Program'a başvurusunda, ajans seçimi ve sözleşme yükleme adımlarında ve paylaşım onayı sürecinde INFLUENCER'a rehberlik eder. Pazaryeri onay süreci genellikle 2 (iki) ila 4 (dört) hafta sürer; onay kararı münhasıran pazaryerine aittir.",
  ],
  [
    "# MADDE 4 - AJANS'IN HAK VE YÜKÜMLÜLÜKLERİ",
    "4.1. AJANS, INFLUENCER'ı Program kapsamında pazaryeri nezdinde temsil eder ve Program'a ilişkin duyuru, kampanya ve bilgilendirmeleri Portal üzerinden INFLUENCER'a iletir.",
    "4.2. AJANS, pazaryerinden tahsil ettiği Kazanç'ı işbu Sözleşmede belirtilen esaslara göre hesaplar ve Hakediş'i INFLUENCER'a öder.",
    '4.3. AJANS, INFLUENCER\'ın Kazanç, kesinti ve ödeme bilgilerini Portal\'daki "Ödeme Takibi" ekranında dönem bazında şeffaf biçimde gösterir. Raporlar, dönem başından itibaren ilk iki gün boş görünebilir.',
    "4.4. AJANS, INFLUENCER'ın destek taleplerini mesai saatleri içinde (08.00 - 17.00) yanıtlar; yanıt süresi genellikle 1 (bir) ila 3 (üç) iş günüdür.",
    "4.5. AJANS, pazaryerinin Program kurallarında veya komisyon oranlarında yaptığı değişiklikleri öğrendiği tarihten itibaren makul süre içinde INFLUENCER'a bildirir. Pazaryerinin kendi kararları AJANS'ın sorumluluğunda değildir.",
    "4.6. AJANS, INFLUENCER'ın içerik üretim özgürlüğüne müdahale etmez; INFLUENCER adına içerik paylaşmaz ve INFLUENCER'ın sosyal medya hesaplarına erişim talep etmez.",
    '',
    "# MADDE 5 - INFLUENCER'IN HAK VE YÜKÜMLÜLÜKLERİ",
    "5.1. INFLUENCER, Portal'daki profil bilgilerini (ad soyad, iletişim, pazaryeri kullanıcı adı, banka ve vergi bilgileri) eksiksiz ve doğru olarak doldurmak ve güncel tutmakla yükümlüdür. Yanlış veya eksik bilgiden doğan gecikmelerden AJANS sorumlu değildir.",
    "5.2. INFLUENCER, paylaşımlarında pazaryerinin Program kurallarına, 6502 sayılı Tüketicinin Korunması Hakkında Kanun'a, Ticari Reklam ve Haksız Ticari Uygulamalar Yönetmeliği'ne ve Reklam Kurulu'nun sosyal medya etkileyicileri kılavuzuna uymayı, reklam içeren paylaşımları açıkça belirtmeyi kabul eder.",
    '5.3. INFLUENCER, affiliate bağlantılarını yanıltıcı, sahte tıklama veya sipariş üretmeye yönelik yöntemlerle kullanmayacağını kabul eder. Bu yöntemlerle elde edildiği pazaryerince tespit edilen Kazanç ödenmez, ödenmişse iade edilir.',
    "5.4. INFLUENCER, imzaladığı Sözleşme aslını pazaryeri onayından itibaren 2 (iki) hafta içinde AJANS'a posta veya kargo ile ulaştırır.",
    "5.5. INFLUENCER, her ödeme dönemi için Portal'a yüklenen belgeyi (gider pusulası veya fatura) inceleyip imzalı / düzenlenmiş halini Portal üzerinden yükler.",
    '5.6. INFLUENCER, pazaryerinden aynı Program için başka bir ajans veya aracı üzerinden eş zamanlı olarak kazanç elde etmeyeceğini kabul eder.',
  ],
  [
    '# MADDE 6 - HİZMET BEDELİ VE KESİNTİLER',
    "6.1. AJANS, sunduğu temsil, raporlama, tahsilat ve ödeme hizmetleri karşılığında, her dönem Kazanç üzerinden %10 (yüzde on) oranında hizmet bedeli alır. Hizmet bedeli Kazanç'tan mahsup edilir; INFLUENCER'dan ayrıca bir ödeme talep edilmez.",
    "6.2. Kazanç'tan hizmet bedeli düşüldükten sonra kalan tutar brüt hakedişi oluşturur.",
    "6.3. Şirketi bulunmayan (şahıs) INFLUENCER için brüt hakediş üzerinden %15 (yüzde on beş) oranında gelir vergisi stopajı (tevkifat) kesilir ve AJANS tarafından INFLUENCER adına vergi dairesine beyan edilerek ödenir. Net hakediş, brüt hakedişten stopaj tutarı düşülerek bulunur. Bu INFLUENCER'lar için AJANS her dönem gider pusulası düzenler.",
    "6.4. Şirketi bulunan INFLUENCER, brüt hakediş tutarı üzerinden %18 (yüzde on sekiz) KDV eklenmiş fatura düzenler. Yürürlükteki mevzuat uyarınca KDV'nin 7/10'u (%70) AJANS tarafından tevkif edilerek beyan edilir. Net hakediş; brüt hakediş ile KDV toplamından tevkif edilen KDV düşülerek bulunur.",
    '6.5. Vergi dairesince onaylanmış dilekçe ile sosyal içerik üreticiliği kazanç istisnasından yararlanan INFLUENCER, istisna kapsamındaki banka hesabı bilgilerini Portal\'daki "Mevzuat Hesabı" bölümüne girer ve onaylı belgeyi yükler; bu durumda ödeme o hesaba yapılır ve kesintiler mevzuatın öngördüğü şekilde uygulanır.',
    '6.6. Örnek hesaplama (1.000 TL kazanç için):',
    '   Şirketi olmayan INFLUENCER: hizmet bedeli 100,00 TL; brüt hakediş 900,00 TL; %15 stopaj 135,00 TL; net ödeme 765,00 TL.',
    '   Şirketi olan INFLUENCER: hizmet bedeli 100,00 TL; brüt hakediş 900,00 TL; %18 KDV 162,00 TL; %70 KDV tevkifatı 113,40 TL; net ödeme 948,60 TL.',
    '6.7. Tüm tutarlar Türk Lirası cinsinden hesaplanır ve her adımda kuruş hassasiyetinde (iki ondalık basamak) yuvarlanır.',
    '6.8. Vergi oranlarında mevzuat değişikliği olması halinde, değişiklik yürürlüğe girdiği tarihten itibaren yeni oranlar uygulanır; bu durum Sözleşme değişikliği sayılmaz.',
  ],
  [
    '# MADDE 7 - ÖDEME ESASLARI',
    "7.1. Kazanç, her ayın 1'inden bir sonraki ayın 1'ine kadar olan dönem için hesaplanır. Her dönem Portal'da \"YYYY-AA\" biçiminde bir dönem numarası ile izlenir.",
    "7.2. Dönem kazancı pazaryerince AJANS'a bildirilip tahsil edildikten sonra AJANS, INFLUENCER için ilgili belgeyi (gider pusulası veya fatura bilgisi) Portal'a yükler. INFLUENCER belgeyi onaylayıp imzalı / düzenlenmiş halini yükledikten ve AJANS belgeyi kabul ettikten sonra ödeme süreci başlar.",
    "7.3. Ödeme, belgenin AJANS tarafından kabulünden itibaren en geç 1 (bir) hafta içinde, her halükarda en geç 10 (on) gün içinde INFLUENCER'ın Portal'da kayıtlı IBAN numarasına yapılır.",
    "7.4. Asgari ödeme tutarı: Bir dönemin net hakedişi 1.000 TL'nin (bin Türk Lirası) altında kalırsa o dönem için ödeme yapılmaz; tutar kaybolmaz, sonraki döneme devreder ve sonraki dönemlerin hakedişi ile birlikte, toplam tutar 1.000 TL'ye ulaştığında ödenir.",
    "7.5. Belgenin eksik veya hatalı olması halinde AJANS, belgeyi düzeltme için INFLUENCER'a geri gönderir; ödeme süresi düzeltilmiş belgenin kabulünden itibaren yeniden işlemeye başlar.",
    '7.6. Pazaryerinin iade, iptal veya kampanya düzeltmeleri nedeniyle sonradan düşürdüğü Kazanç tutarları, takip eden dönemlerin hakedişinden mahsup edilebilir.',
    "7.7. Banka masrafları AJANS'a aittir. INFLUENCER'ın hatalı IBAN bildirmesi nedeniyle iade olan ödemeler, doğru bilginin iletilmesinden sonra yeniden gönderilir.",
    '',
    '# MADDE 8 - GİZLİLİK VE KİŞİSEL VERİLER',
    '8.1. Taraflar, işbu Sözleşme kapsamında öğrendikleri ticari bilgileri, komisyon oranlarını ve kazanç tutarlarını üçüncü kişilerle paylaşmamayı kabul eder. Yasal zorunluluklar ve yetkili mercilerin talepleri saklıdır.',
    "8.2. AJANS, INFLUENCER'ın kişisel verilerini 6698 sayılı Kişisel Verilerin Korunması Kanunu'na uygun olarak, yalnızca Sözleşmenin ifası, yasal yükümlülükler ve ödeme işlemleri amacıyla işler. INFLUENCER'ın veri taleplerine en geç 30 (otuz) gün içinde yanıt verilir.",
    '8.3. Gizlilik yükümlülüğü, Sözleşmenin sona ermesinden sonra da 2 (iki) yıl süreyle devam eder.',
  ],
  [
    '# MADDE 9 - SÜRE VE FESİH',
    '9.1. İşbu Sözleşme, Taraflarca imzalandığı tarihte yürürlüğe girer ve belirsiz süreli olarak devam eder. Sözleşmede asgari (minimum) bir süre taahhüdü bulunmamaktadır.',
    "9.2. INFLUENCER, herhangi bir gerekçe göstermeksizin, dilediği zaman Portal üzerinden veya yazılı bildirimle Sözleşmeyi feshedebilir ve Program'dan ayrılabilir. Ayrılık için INFLUENCER'dan hiçbir ücret, cezai şart veya tazminat talep edilmez.",
    "9.3. AJANS, INFLUENCER'ın işbu Sözleşmeye veya Program kurallarına aykırı davranması halinde Sözleşmeyi derhal feshedebilir; diğer hallerde 30 (otuz) gün önceden yazılı bildirimde bulunarak feshedebilir.",
    "9.4. Fesih tarihine kadar kesinleşmiş Kazanç'a ait hakediş, pazaryerinden tahsil edilmesini takiben Madde 7 esaslarına göre INFLUENCER'a ödenir. Fesih halinde 1.000 TL'nin altındaki devreden bakiye de, INFLUENCER'ın talebi üzerine son ödeme ile birlikte ödenir.",
    "9.5. Sözleşmenin sona ermesi halinde AJANS, INFLUENCER'ın pazaryeri nezdindeki ajans kaydının kaldırılması için gerekli bildirimi yapar.",
    '',
    '# MADDE 10 - SORUMLULUK',
    '10.1. INFLUENCER, paylaşımlarının içeriğinden, fikri ve sınai mülkiyet haklarına uygunluğundan ve reklam mevzuatına uyumundan bizzat sorumludur.',
    "10.2. AJANS, pazaryerinin Program'ı değiştirmesi, askıya alması veya sonlandırması, komisyon oranlarını değiştirmesi ya da ödemelerini geciktirmesinden doğan sonuçlardan sorumlu tutulamaz; bu durumlarda INFLUENCER'ı gecikmeksizin bilgilendirir.",
    '10.3. Mücbir sebep hallerinde (doğal afet, salgın, savaş, genel grev, altyapı ve iletişim kesintileri gibi) Tarafların yükümlülükleri mücbir sebep süresince askıya alınır.',
    '',
    '# MADDE 11 - BİLDİRİMLER',
    "11.1. Taraflar arasındaki bildirimler Portal üzerindeki destek talepleri ve duyurular, Portal'da kayıtlı e-posta adresi veya Sözleşmede yazılı adresler aracılığıyla yapılır.",
    "11.2. Adres ve iletişim bilgilerindeki değişiklikler Portal'daki profil güncellemesi ile bildirilir; bildirilmeyen değişiklikler nedeniyle eski adrese yapılan bildirimler geçerli sayılır.",
  ],
  [
    '# MADDE 12 - UYGULANACAK HUKUK VE YETKİLİ MAHKEME',
    '12.1. İşbu Sözleşme Türkiye Cumhuriyeti hukukuna tabidir.',
    '12.2. İşbu Sözleşmeden doğabilecek her türlü uyuşmazlığın çözümünde İstanbul Anadolu Mahkemeleri ve İcra Daireleri yetkilidir.',
    '',
    '# MADDE 13 - DELİL SÖZLEŞMESİ',
    "Taraflar, işbu Sözleşmeden doğacak uyuşmazlıklarda AJANS'ın ticari defterleri, Portal kayıtları, elektronik posta yazışmaları ve pazaryeri raporlarının HMK 193. madde uyarınca kesin delil teşkil edeceğini kabul eder.",
    '',
    '# MADDE 14 - YÜRÜRLÜK',
    "İşbu Sözleşme 14 (on dört) maddeden ibaret olup Taraflarca okunarak, içeriği anlaşılarak 2 (iki) nüsha halinde imzalanmış ve imza tarihinde yürürlüğe girmiştir. İmzalı nüshalardan biri INFLUENCER tarafından AJANS'a posta veya kargo ile gönderilir.",
    '',
    'Özet (bilgilendirme amaçlıdır, Sözleşme hükümleri esastır):',
    "  - AJANS hizmet bedeli: kazancın %10'u",
    '  - Şahıs INFLUENCER: brüt hakediş üzerinden %15 stopaj',
    "  - Şirketli INFLUENCER: %18 KDV, KDV'nin %70'i tevkifat",
    '  - Ödeme süresi: 1 hafta, en geç 10 gün',
    '  - Asgari ödeme: 1.000 TL; altındaki tutarlar sonraki döneme devreder',
    '  - Ayrılık ücreti veya cezai şart yok; asgari süre taahhüdü yok',
    '  - Türk hukuku; İstanbul Anadolu Mahkemeleri ve İcra Daireleri',
    ...SIGNATURE_BLOCK,
  ],
];

const TAX_PAGES: string[][] = [
  [
    '# AJANS YETKİLENDİRME VE VERGİ BİLGİLENDİRME BELGESİ',
    '',
    '# 1. YETKİLENDİRME',
    'Aşağıda bilgileri bulunan ben, Trendyol pazaryeri affiliate (ortaklık) programı kapsamında elde edeceğim komisyon kazançlarının tahsili, hesaplanması ve tarafıma ödenmesi ile pazaryeri nezdindeki temsilim için Portal Ajans\'ı ("AJANS") yetkili ajansım olarak seçtiğimi ve yetkilendirdiğimi beyan ederim.',
    '',
    'Bu yetki kapsamında AJANS;',
    '  a) pazaryeri nezdinde ajans seçimi ve sözleşme yükleme işlemlerimi yürütmeye,',
    '  b) kazanç raporlarımı pazaryerinden almaya ve Portal üzerinden bana sunmaya,',
    '  c) kazançlarımı tahsil etmeye, kesintileri yapıp kalanı kayıtlı IBAN numarama ödemeye,',
    '  d) adıma gider pusulası düzenlemeye, kesilen stopajı vergi dairesine beyan edip ödemeye',
    'yetkilidir. Bu yetki, içerik üretimi veya sosyal medya hesaplarımın yönetimi yetkisini kapsamaz. Yetkiyi dilediğim zaman, herhangi bir ücret veya cezai şart olmaksızın geri alabilirim.',
    '',
    '# 2. YETKİ VEREN BİLGİLERİ',
    '  Ad Soyad / Unvan: ____________________________________________',
    '  T.C. Kimlik No: ____________________  Vergi No: ____________________',
    '  Vergi Dairesi: ______________________  Şirket türü: ___________________',
    '  Adres: _______________________________________________________',
    '  İl / İlçe: ____________________  Telefon: ____________________',
    '  Pazaryeri (Trendyol) kullanıcı adı: ___________________________',
    '  IBAN: TR__ ____ ____ ____ ____ ____ __',
    '  Hesap sahibi: ________________________________________________',
    '',
    '# 3. VERGİ BİLGİLENDİRMESİ',
    'Kazanç üzerinden önce %10 AJANS hizmet bedeli düşülür; kalan tutar brüt hakedişi oluşturur.',
    '',
    'Şirketi olmayan (şahıs) içerik üreticileri: Brüt hakediş üzerinden %15 gelir vergisi stopajı kesilir. AJANS her dönem adınıza gider pusulası düzenler; kesilen stopaj AJANS tarafından muhtasar beyanname ile beyan edilip ödenir. Net ödeme = brüt hakediş - stopaj.',
    '',
    "Şirketi olan içerik üreticileri: Brüt hakediş tutarı üzerinden %18 KDV eklenmiş fatura düzenlenir. KDV'nin %70'i (7/10) AJANS tarafından tevkif edilir ve beyan edilir. Net ödeme = brüt hakediş + KDV - KDV tevkifatı.",
    '',
    'Sosyal içerik üreticiliği kazanç istisnası: Vergi dairesince onaylanmış dilekçeniz varsa, istisna kapsamındaki banka hesabınızın bilgilerini (hesap sahibi, T.C. kimlik no, IBAN) Portal\'daki "Mevzuat Hesabı" bölümüne girip onaylı belgenizi yükleyiniz. Bu durumda ödemeleriniz o hesaba yapılır ve vergi kesintisi mevzuat gereği banka tarafından yapılır.',
  ],
  [
    '# 4. ÖDEME BİLGİLERİ',
    "  - Kazançlar her ayın 1'inden bir sonraki ayın 1'ine kadar olan dönem için hesaplanır.",
    '  - Ödeme, belgenin kabulünden itibaren 1 hafta, en geç 10 gün içinde yapılır.',
    "  - Dönem net hakedişi 1.000 TL'nin altında kalırsa ödeme yapılmaz; tutar sonraki döneme",
    "    devreder ve toplam 1.000 TL'ye ulaştığında ödenir.",
    '  - Ödeme ve belge durumunu Portal\'daki "Ödeme Takibi" ekranından izleyebilirsiniz.',
    '',
    '# 5. ÖRNEK HESAPLAMA (1.000 TL KAZANÇ)',
    'Şahıs: kazanç 1.000,00 TL - hizmet bedeli (%10) 100,00 TL = brüt hakediş 900,00 TL;',
    '   gelir vergisi stopajı (%15) 135,00 TL; net ödeme 765,00 TL.',
    'Şirketli: kazanç 1.000,00 TL - hizmet bedeli (%10) 100,00 TL = brüt hakediş 900,00 TL;',
    '   KDV (%18) 162,00 TL; KDV tevkifatı (%70) 113,40 TL; net ödeme 948,60 TL.',
    '',
    '# 6. BEYAN',
    "Yukarıdaki bilgilerin doğru olduğunu, değişiklik halinde Portal'daki profilimi güncelleyeceğimi, bu belgeyi okuyup anladığımı ve AJANS'ı yukarıda belirtilen kapsamda yetkilendirdiğimi kabul ve beyan ederim. İşbu belgeden doğan uyuşmazlıklarda Türk hukuku uygulanır; İstanbul Anadolu Mahkemeleri ve İcra Daireleri yetkilidir.",
    '',
    'Tarih: ____ / ____ / ________',
    '',
    'Ad Soyad: ______________________________          İmza: ______________________',
  ],
];

export const TRENDYOL_CONTRACT_TITLE = 'Pazaryeri İş Birliği Sözleşmesi';
export const TAX_DOCUMENT_TITLE = 'Ajans Yetkilendirme ve Vergi Bilgilendirme Belgesi';

/** The marketplace cooperation contract (6 pages). */
export function trendyolContractPdf(): Promise<Uint8Array> {
  return makePdf(TRENDYOL_CONTRACT_TITLE, TRENDYOL_CONTRACT_PAGES);
}

/** The agency authorisation / tax information document (2 pages). */
export function taxPdf(): Promise<Uint8Array> {
  return makePdf(TAX_DOCUMENT_TITLE, TAX_PAGES);
}

/** The two contract downloads and their file names. */
export const contractPdfs = {
  trendyol: { fileName: 'isbirligi-sozlesmesi.pdf', build: trendyolContractPdf },
  tax: { fileName: 'ajans-yetki-belgesi.pdf', build: taxPdf },
} as const;

export type ContractKind = keyof typeof contractPdfs;

const cache = new Map<ContractKind, Promise<Uint8Array>>();

/** A contract download; each is built once and then served from memory. */
export async function contractPdf(kind: ContractKind): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { fileName, build } = contractPdfs[kind];
  let bytes = cache.get(kind);
  if (!bytes) {
    bytes = build();
    bytes.catch(() => cache.delete(kind));
    cache.set(kind, bytes);
  }
  return { fileName, bytes: await bytes };
}
