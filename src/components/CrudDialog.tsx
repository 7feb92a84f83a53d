/**
 * The one create/edit dialog: a Formik form in an antd Modal, client validation with yup, server errors
 * translated in a red alert, values kept on failure, a 'Successful' toast and close on success (the submit
 * flow is `useSubmit`).
 */
import { App, Button, Modal, Spin } from 'antd';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { translateErrors, type ErrorItem } from '@/i18n';
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

export interface ConfirmActionOptions {
  /** The question (already translated). */
  content: ReactNode;
  /** The call to make once confirmed (a delete, a deactivation…). */
  action: () => Promise<unknown>;
  /** Called after the action succeeded (reload the list…). */
  onDone?: () => void;
  title?: ReactNode;
  okText?: ReactNode;
}

/**
 * The one confirm-then-act flow (deletes, deactivation): asks, runs the call, shows the 'Successful' toast
 * and on failure the translated error names joined by line breaks in an error popup.
 */
export function useConfirmAction() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  return ({ content, action, onDone, title, okText }: ConfirmActionOptions) => {
    modal.confirm({
      title: title ?? t('common.warning'),
      content,
      okText: okText ?? t('common.yes'),
      cancelText: t('common.no'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await action();
          void message.success(t('Successful'), 2);
          onDone?.();
        } catch (e) {
          modal.error({
            title: t('common.error'),
            content: <div style={{ whiteSpace: 'pre-line' }}>{translateErrors(errorsOf(e)).join('\n')}</div>,
          });
        }
      },
    });
  };
}
