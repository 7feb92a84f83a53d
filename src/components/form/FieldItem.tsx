/**
 * Formik fields on antd: each shows its (translated) validation message under the input once touched
 * and keeps whatever the user typed. One module per field so a screen loads only the antd inputs it uses.
 */
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

export interface BaseProps {
  name: string;
  label?: ReactNode;
  required?: boolean;
  extra?: ReactNode;
}

/** Form.Item bound to a Formik field's error state. */
export function FieldItem({ name, label, required, extra, children }: BaseProps & { children: ReactNode }) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const { t } = useTranslation();
  const show = (meta.touched || submitCount > 0) && meta.error;
  return (
    <Form.Item
      label={label}
      required={required}
      extra={extra}
      htmlFor={name}
      validateStatus={show ? 'error' : undefined}
      help={show ? t(meta.error as string) : undefined}
    >
      {children}
    </Form.Item>
  );
}
