/** Asks for the e-mail address and sends the confirmation mail again (`POST /api/SendEmailConfirmation`). */
import { useState } from 'react';
import { App, Button, Form, Modal, Typography } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, errorsOf } from '@/components/ErrorAlert';
import { TextField } from '@/components/form';
import { api } from '@/lib/api-client';
import type { ErrorItem } from '@/i18n';
import type { SendEmailConfirmationInput } from '@/api/types';
import { resendConfirmationSchema } from './schemas';

export function ResendConfirmationDialog({
  open,
  email,
  onClose,
  onSent,
}: {
  open: boolean;
  /** Prefilled address (the value of the server's EmailNotConfirm error). */
  email: string;
  onClose: () => void;
  /** After the mail went out (the page shows the success message). */
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [errors, setErrors] = useState<ErrorItem[]>([]);

  const submit = async (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    setErrors([]);
    try {
      const input: SendEmailConfirmationInput = {
        email: values.email.trim(),
        clientDomain: window.location.origin,
      };
      await api.post('/api/SendEmailConfirmation', input);
      onSent?.();
      onClose();
    } catch (e) {
      const list = errorsOf(e);
      void message.error(t('resendConfirmation.failed'), 5);
      // 'User not found' is what the toast says; other reasons (already confirmed…) are explained here.
      setErrors(list.filter((x) => x.name !== 'UserNotFound'));
    } finally {
      helpers.setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('resendConfirmation.title')}
      width={440}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
      afterClose={() => setErrors([])}
    >
      <Formik initialValues={{ email }} validationSchema={resendConfirmationSchema} onSubmit={submit}>
        {(formik) => (
          <Form layout="vertical" component="form" noValidate onFinish={() => formik.handleSubmit()}>
            <ErrorAlert errors={errors} />
            <Typography.Paragraph type="secondary">
              {t('resendConfirmation.description')}
            </Typography.Paragraph>
            <TextField name="email" type="email" label={t('field.email')} autoComplete="email" required />
            <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                {t('resendConfirmation.send')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
