import { useState } from 'react';
import { Alert, Button, Typography, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { LightForm, requiredText, rules, type FormErrors, type Rule } from '@/components/form/LightForm';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { EmailField } from '@/components/form/EmailField';
import { TextField } from '@/components/form/TextField';
import { MAIL_ADDRESS_PATTERN } from '@/lib/email';
import StaticLayout, { COMPANY } from './StaticLayout';

const { Paragraph } = Typography;

export interface DataRequestValues {
  fullName: string;
  identityNumber: string;
  email: string;
  phone: string;
  requestType: string;
  details: string;
}

export const REQUEST_TYPES = [
  { value: 'learn', label: 'Kişisel verilerimin işlenip işlenmediğini öğrenmek' },
  { value: 'info', label: 'İşlenen verilerim hakkında bilgi talep etmek' },
  { value: 'purpose', label: 'İşleme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenmek' },
  { value: 'thirdParties', label: 'Verilerimin aktarıldığı üçüncü kişileri öğrenmek' },
  { value: 'correction', label: 'Eksik veya yanlış işlenen verilerimin düzeltilmesi' },
  { value: 'deletion', label: 'Verilerimin silinmesi veya yok edilmesi' },
  { value: 'objection', label: 'Otomatik analiz sonucuna itiraz' },
  { value: 'damage', label: 'Kanuna aykırı işleme nedeniyle zararın giderilmesi' },
  { value: 'other', label: 'Diğer' },
];

/** Checks a Turkish identity number (11 digits, no leading zero, two check digits). */
export function isValidIdentityNumber(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = (index: number) => Number(value.charAt(index));
  const odd = d(0) + d(2) + d(4) + d(6) + d(8);
  const even = d(1) + d(3) + d(5) + d(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = [...value.slice(0, 10)].reduce((sum, n) => sum + Number(n), 0) % 10;
  return d(9) === tenth && d(10) === eleventh;
}

/** Builds the `mailto:` link that sends the request to the agency's data officer. */
export function buildDataRequestMailto(values: DataRequestValues): string {
  const type = REQUEST_TYPES.find((t) => t.value === values.requestType)?.label ?? values.requestType;
  const subject = `KVKK Başvurusu - ${type}`;
  const body = [
    `Ad Soyad: ${values.fullName}`,
    `TC Kimlik No: ${values.identityNumber}`,
    `E-posta: ${values.email}`,
    `Telefon: ${values.phone}`,
    `Talep Türü: ${type}`,
    '',
    'Talep Detayı:',
    values.details,
  ].join('\n');
  return `mailto:${COMPANY.dataOfficerEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A required text that must also pass `valid` (trimmed); `message` (an i18n key) when it does not. */
const requiredAnd =
  (valid: (text: string) => boolean, message: string): Rule =>
  (value) =>
    requiredText(value) ?? (valid(String(value).trim()) ? undefined : message);

/**
 * The form's rules (messages are i18n keys): every field required, a valid identity number, phone and e-mail (one
 * whose domain has a dot: the officer answers to it).
 */
const validate = rules<FormValues>({
  fullName: requiredText,
  identityNumber: requiredAnd(isValidIdentityNumber, 'validation.identityNumberValid'),
  email: requiredAnd((text) => MAIL_ADDRESS_PATTERN.test(text), 'EmailValidationError'),
  phone: requiredAnd((text) => [10, 11].includes(text.replace(/\D/g, '').length), 'validation.phone'),
  requestType: (value) => (value ? undefined : 'RequiredField'),
  details: requiredText,
});

/** The form's values: no request type chosen yet at first. */
type FormValues = Omit<DataRequestValues, 'requestType'> & { requestType: string | null };

const EMPTY: FormValues = {
  fullName: '',
  identityNumber: '',
  email: '',
  phone: '',
  requestType: null,
  details: '',
};

/** Brings the first refused field into view (the form is longer than a phone's screen). */
function scrollToFirstError(errors: FormErrors<FormValues>) {
  const first = (Object.keys(EMPTY) as (keyof FormValues)[]).find((name) => errors[name]);
  if (first) document.getElementById(first)?.scrollIntoView?.({ block: 'center' });
}

function defaultOpenMail(href: string) {
  window.location.href = href;
}

interface DataRequestPageProps {
  /** Opens the mail client; replaceable in tests. */
  openMail?: (href: string) => void;
}

/** The personal-data (KVKK) request form: it prepares an e-mail to the data officer. */
export default function DataRequestPage({ openMail = defaultOpenMail }: DataRequestPageProps) {
  const { t } = useTranslation();
  const [messageApi, contextHolder] = message.useMessage();
  const [mailto, setMailto] = useState<string | null>(null);

  const send = (values: DataRequestValues) => {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ) as unknown as DataRequestValues;
    const href = buildDataRequestMailto(trimmed);
    setMailto(href);
    void messageApi.success({
      content: 'Başvurunuz hazırlandı. Açılan e-postayı göndererek başvurunuzu tamamlayabilirsiniz.',
      duration: 3,
    });
    openMail(href);
  };

  return (
    <StaticLayout title="Kişisel Veri Başvuru Formu" maxWidth={720}>
      {contextHolder}
      <Paragraph>
        6698 sayılı Kişisel Verilerin Korunması Kanunu’nun 11. maddesindeki haklarınızı kullanmak için
        aşağıdaki formu doldurun. Form, başvurunuzu veri sorumlusu birimimize ({COMPANY.dataOfficerEmail})
        iletilmek üzere e-posta uygulamanızda hazırlar. Başvurularınız en geç 30 gün içinde yanıtlanır; ilk
        başvurunuz ücretsizdir.
      </Paragraph>

      <LightForm<FormValues>
        initialValues={EMPTY}
        validate={validate}
        ariaLabel="Kişisel Veri Başvuru Formu"
        errors={[]}
        onInvalid={scrollToFirstError}
        onSubmit={(values, { setSubmitting }) => {
          setSubmitting(false);
          // `validate` has refused a missing request type.
          send(values as DataRequestValues);
        }}
      >
        {() => (
          <>
            <TextField
              name="fullName"
              label={t('field.fullName')}
              required
              autoComplete="name"
              maxLength={100}
            />
            <TextField
              name="identityNumber"
              label={t('field.identityNumber')}
              required
              inputMode="numeric"
              maxLength={11}
            />
            <EmailField />
            <TextField
              name="phone"
              type="tel"
              label={t('field.phoneNumber')}
              required
              autoComplete="tel"
              inputMode="tel"
              placeholder="0 (5xx) xxx xx xx"
              maxLength={20}
            />
            <SelectField
              name="requestType"
              label="Talep Türü"
              required
              placeholder="Lütfen seçiniz"
              options={REQUEST_TYPES}
            />
            <TextAreaField name="details" label="Talep Detayı" required rows={5} maxLength={2000} showCount />
            <Button type="primary" htmlType="submit" block>
              {t('common.send')}
            </Button>
          </>
        )}
      </LightForm>

      {mailto && (
        <Alert
          type="success"
          showIcon
          title="Başvurunuz e-posta olarak hazırlandı"
          description={
            <>
              E-posta uygulamanız açılmadıysa <a href={mailto}>buraya tıklayın</a> veya başvurunuzu doğrudan{' '}
              {COMPANY.dataOfficerEmail} adresine gönderin.
            </>
          }
        />
      )}
    </StaticLayout>
  );
}
