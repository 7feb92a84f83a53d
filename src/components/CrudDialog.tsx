/**
 * The one create/edit dialog: a Formik form in an antd Modal, client validation with yup, server errors
 * translated in a red alert, values kept on failure, a 'Successful' toast and close on success (the submit
 * flow is `useSubmit`).
 */
import { Button, Modal, Spin } from 'antd';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import type { ErrorItem } from '@/i18n';
import { useSubmit } from '@/hooks/useSubmit';
import { ErrorAlert, errorsOf } from './ErrorAlert';
import { FormFrame } from './FormFrame';

export interface CrudDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Called after a successful save (reload the list…). */
  onSaved?: () => void;
  /** Called after a failed save with every server error (the alert shows them unless in `hideErrors`). */
  onError?: (errors: ErrorItem[], values: V) => void;
  /** Error names the caller reports itself instead of the red alert. */
  hideErrors?: readonly string[];
  /** The toast after a successful save; `false` for none. Default: 'Successful' for 2 s. */
  successMessage?: ReactNode | false;
  width?: number;
  children: (formik: FormikProps<V>) => ReactNode;
  /** The submit button's label (default: Save). */
  okText?: ReactNode;
  /** The record is still loading: a spinner instead of the form. */
  loading?: boolean;
  /** Loading the record failed: the translated errors instead of the form. */
  loadError?: unknown;
  /** Nothing to save (a closed ticket…): no submit button, Cancel reads Close. */
  readOnly?: boolean;
}

export function CrudDialog<V extends object>({
  open,
  title,
  initialValues,
  validationSchema,
  onSubmit,
  onClose,
  onSaved,
  onError,
  hideErrors,
  successMessage,
  width = 560,
  children,
  okText,
  loading = false,
  loadError,
  readOnly = false,
}: CrudDialogProps<V>) {
  const { t } = useTranslation();
  const { errors, setErrors, submit } = useSubmit(onSubmit, {
    successMessage: successMessage === false ? undefined : (successMessage ?? t('Successful')),
    onSuccess: () => {
      onSaved?.();
      onClose();
    },
    onError,
    hideErrors,
  });

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
      {loadError ? (
        <ErrorAlert errors={errorsOf(loadError)} />
      ) : loading ? (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <Spin />
        </div>
      ) : (
        <FormFrame<V>
          initialValues={initialValues}
          validationSchema={validationSchema}
          onSubmit={submit}
          errors={errors}
          enableReinitialize
        >
          {(formik) => (
            <>
              {children(formik)}
              <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
                <Button onClick={onClose}>{readOnly ? t('common.close') : t('common.cancel')}</Button>
                {!readOnly && (
                  <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                    {okText ?? t('common.save')}
                  </Button>
                )}
              </div>
            </>
          )}
        </FormFrame>
      )}
    </Modal>
  );
}

// The confirm-then-act flow has its own module (no form code), so a list page can use it without loading the dialog.
export { useConfirmAction, type ConfirmActionOptions } from './ConfirmAction';
