/**
 * The bare reference page of `npm run bench:web` (scripts/bench-web.mjs): what any antd + formik screen costs at
 * least — antd's ConfigProvider (Turkish), a Button, a DatePicker and a formik + yup form with one react-imask input.
 * The app's routes are compared with it (scripts/bundle-budgets.json: the login page at most 1.1× its JS).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, DatePicker, Input } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { Formik, Form } from 'formik';
import { IMaskInput } from 'react-imask';
import * as yup from 'yup';

const schema = yup.object({
  name: yup.string().required('Zorunlu'),
  phone: yup.string().required('Zorunlu'),
});

function Page() {
  return (
    <ConfigProvider locale={trTR}>
      <main style={{ maxWidth: 420, margin: '40px auto', fontFamily: 'sans-serif' }}>
        <h1>Referans</h1>
        <Formik initialValues={{ name: '', phone: '' }} validationSchema={schema} onSubmit={() => undefined}>
          {({ values, errors, handleChange, setFieldValue }) => (
            <Form style={{ display: 'grid', gap: 12 }}>
              <label htmlFor="name">Ad</label>
              <Input id="name" name="name" value={values.name} onChange={handleChange} />
              {errors.name && <span role="alert">{errors.name}</span>}
              <label htmlFor="phone">Telefon</label>
              <IMaskInput
                id="phone"
                mask="(000) 000 00 00"
                value={values.phone}
                onAccept={(v: string) => void setFieldValue('phone', v)}
                className="ant-input"
              />
              <label htmlFor="date">Tarih</label>
              <DatePicker id="date" />
              <Button type="primary" htmlType="submit">
                Gönder
              </Button>
            </Form>
          )}
        </Formik>
      </main>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
