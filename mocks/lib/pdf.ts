/**
 * A tiny, dependency-free PDF 1.4 writer for the mock server's downloads (browser and Node).
 *
 * - One page per entry of `pages`, each a list of text lines in Helvetica (WinAnsiEncoding).
 * - A line starting with `# ` is a heading (Helvetica-Bold, marker removed); `''` is a blank line.
 * - Lines longer than {@link WRAP_AT} characters are word-wrapped. If a page holds more lines than
 *   fit at 10 pt, its font size shrinks so that every line stays on the page.
 * - Characters of WinAnsi (cp1252: ASCII, Latin-1 incl. ç ö ü Ç Ö Ü, “ ” – — € …) are written as
 *   such; Turkish letters missing from it (ğ Ğ ş Ş ı İ) are transliterated (g G s S i I), other
 *   letters lose their accents, anything else becomes `?`.
 * - The document title goes to the Info dictionary (UTF-16, exact) and on top of each page.
 * - The output is deterministic (no dates, no ids) and uncompressed.
 */

export const WRAP_AT = 90;

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN_X = 50;
const TITLE_Y = 792;
const BODY_TOP = 764;
const BODY_BOTTOM = 60;
const FOOTER_Y = 30;
const BODY_FONT_SIZE = 10;
const LEADING_RATIO = 1.4;
const MIN_FONT_SIZE = 5;

/** Unicode → cp1252 for the 0x80–0x9F block (the rest of 0xA0–0xFF equals Latin-1). */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Letters WinAnsi lacks, spelled with the closest WinAnsi characters. */
const TRANSLITERATE: Record<string, string> = {
  ğ: 'g',
  Ğ: 'G',
  ş: 's',
  Ş: 'S',
  ı: 'i',
  İ: 'I',
  '₺': 'TL',
  '\t': '    ',
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u00ad': '', // soft hyphen
  '\u200b': '',
};

/** Encodes text as WinAnsi bytes, returned as a string of chars U+0000–U+00FF (one per byte). */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const mapped = TRANSLITERATE[ch];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    const code = ch.codePointAt(0) ?? 0x3f;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
      out += ch;
    } else if (WIN_ANSI_EXTRA[ch] !== undefined) {
      out += String.fromCharCode(WIN_ANSI_EXTRA[ch]);
    } else {
      // Drop accents the font cannot show (ă → a); anything else is unknown.
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base !== ch && /^[\x20-\x7e\xa0-\xff]+$/.test(base) ? base : '?';
    }
  }
  return out;
}

/** A PDF literal string `( … )` for WinAnsi bytes: escapes `\ ( )`, octal for non-ASCII. */
function pdfString(bytes: string): string {
  let out = '(';
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes.charCodeAt(i);
    const ch = bytes[i];
    if (ch === '\\' || ch === '(' || ch === ')') out += '\\' + ch;
    else if (c < 0x20 || c > 0x7e) out += '\\' + c.toString(8).padStart(3, '0');
    else out += ch;
  }
  return out + ')';
}

/** A PDF text string for the Info dictionary: UTF-16BE with BOM, as hex. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** Word-wraps one line at `width` characters, keeping its leading indentation. */
export function wrapLine(line: string, width = WRAP_AT): string[] {
  if (line.length <= width) return [line];
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  const words = line.slice(indent.length).split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = indent;
  const room = Math.max(1, width - indent.length);
  for (let word of words) {
    while (word.length > room) {
      // A word longer than a line: flush, then hard-split it.
      if (current.trim()) out.push(current);
      out.push(indent + word.slice(0, room));
      word = word.slice(room);
      current = indent;
    }
    if (!current.trim()) current = indent + word;
    else if (current.length + 1 + word.length <= width) current += ' ' + word;
    else {
      out.push(current);
      current = indent + word;
    }
  }
  if (current.trim()) out.push(current);
  return out;
}

interface Line {
  text: string;
  bold: boolean;
}

function layoutLines(lines: string[]): Line[] {
  const out: Line[] = [];
  for (const raw of lines) {
    const bold = raw.startsWith('# ');
    const text = (bold ? raw.slice(2) : raw).replace(/\r?\n/g, ' ');
    for (const piece of wrapLine(text)) out.push({ text: piece, bold });
  }
  return out;
}

function pageContent(title: string, lines: string[], pageNo: number, pageCount: number): string {
  const body = layoutLines(lines);
  const available = BODY_TOP - BODY_BOTTOM;
  let size = BODY_FONT_SIZE;
  if (body.length > 1 && (body.length - 1) * size * LEADING_RATIO > available) {
    size = Math.max(MIN_FONT_SIZE, available / ((body.length - 1) * LEADING_RATIO));
  }
  const fmt = (n: number) => String(Math.round(n * 100) / 100);
  const leading = fmt(size * LEADING_RATIO);
  const sz = fmt(size);

  const ops: string[] = [];
  ops.push(`BT /F2 13 Tf ${MARGIN_X} ${TITLE_Y} Td ${pdfString(toWinAnsi(title))} Tj ET`);
  ops.push(`0.6 G 0.5 w ${MARGIN_X} ${TITLE_Y - 8} m ${PAGE_WIDTH - MARGIN_X} ${TITLE_Y - 8} l S 0 G`);
  if (body.length) {
    ops.push(`BT ${leading} TL ${MARGIN_X} ${BODY_TOP} Td`);
    let font = '';
    body.forEach((line, i) => {
      const want = line.bold ? '/F2' : '/F1';
      if (want !== font) {
        ops.push(`${want} ${sz} Tf`);
        font = want;
      }
      if (i > 0) ops.push('T*');
      if (line.text) ops.push(`${pdfString(toWinAnsi(line.text))} Tj`);
    });
    ops.push('ET');
  }
  ops.push(
    `BT /F1 8 Tf ${MARGIN_X} ${FOOTER_Y} Td ${pdfString(toWinAnsi(`Sayfa ${pageNo} / ${pageCount}`))} Tj ET`,
  );
  return ops.join('\n') + '\n';
}

/**
 * Builds a PDF 1.4 document with one A4 page per entry of `pages` (an empty list gives one blank
 * page, since a PDF needs at least one).
 */
export function makePdf(title: string, pages: string[][]): Uint8Array {
  const pageList = pages.length ? pages : [[]];
  const n = pageList.length;
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then (page, content) pairs.
  const pageObj = (i: number) => 6 + 2 * i;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageList.map((_, i) => `${pageObj(i)} 0 R`).join(' ')}] /Count ${n} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfTextString(title)} /Producer (Portal mock server) >>`,
  ];
  pageList.forEach((lines, i) => {
    const content = pageContent(title, lines, i + 1, n);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObj(i) + 1} 0 R >>`,
      // Content is pure ASCII, so its length in chars is its length in bytes.
      `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    );
  });

  // Everything below is one char per byte (ASCII plus the binary-marker comment).
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF`;

  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i);
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// The two contract downloads (GET /api/definitions/DownloadTrendyolPdf and DownloadTaxPdf).
// ---------------------------------------------------------------------------------------------

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
export function trendyolContractPdf(): Uint8Array {
  return makePdf(TRENDYOL_CONTRACT_TITLE, TRENDYOL_CONTRACT_PAGES);
}

/** The agency authorisation / tax information document (2 pages). */
export function taxPdf(): Uint8Array {
  return makePdf(TAX_DOCUMENT_TITLE, TAX_PAGES);
}

const cache = new Map<() => Uint8Array, Uint8Array>();
/** The two contract downloads and their file names; each is built once and then served from memory. */
export const contractPdfs = {
  trendyol: { fileName: 'isbirligi-sozlesmesi.pdf', build: trendyolContractPdf },
  tax: { fileName: 'ajans-yetki-belgesi.pdf', build: taxPdf },
} as const;

export function contractPdf(kind: keyof typeof contractPdfs): { fileName: string; bytes: Uint8Array } {
  const { fileName, build } = contractPdfs[kind];
  if (!cache.has(build)) cache.set(build, build());
  return { fileName, bytes: cache.get(build)! };
}
