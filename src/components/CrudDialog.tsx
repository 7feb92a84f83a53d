/**
 * The one create/edit dialog: a Formik form in an antd Modal, client validation with yup, server errors
 * translated in a red alert, values kept on failure, a 'Successful' toast and close on success.
 */
import { App, Button, Form, Modal } from 'antd';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import type { ErrorItem } from '@/i18n';
import { ErrorAlert, errorsOf } from './ErrorAlert';

export interface CrudDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Called after a successful save (reload the list…). */
  onSaved?: () => void;
  width?: number;
  children: (formik: FormikProps<V>) => ReactNode;
  okText?: ReactNode;
}

export function CrudDialog<V extends object>({
  open,
  title,
  initialValues,
  validationSchema,
  onSubmit,
  onClose,
  onSaved,
  width = 560,
  children,
  okText,
}: CrudDialogProps<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [errors, setErrors] = useState<ErrorItem[]>([]);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    setErrors([]);
    try {
      await onSubmit(values);
      void message.success(t('Successful'), 2);
      onSaved?.();
      onClose();
    } catch (e) {
      setErrors(errorsOf(e));
    } finally {
      helpers.setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      destroyOnHidden
      footer={null}
      afterClose={() => setErrors([])}
    >
      <Formik<V>
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {(formik) => (
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} component="form" noValidate>
            <ErrorAlert errors={errors} />
            {children(formik)}
            <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                {okText ?? t('common.save')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
