/**
 * The one form frame of the UI: a Formik form on antd `Form layout="vertical"` (Enter submits, no browser
 * validation), the server's errors translated in a red alert at the top, values kept as typed on failure. Used by
 * the CRUD dialog, the account screens, the profile and the legislation forms; the submit flow is `useSubmit`.
 */
import type { ReactNode } from 'react';
import { Form } from 'antd';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { ErrorItem } from '@/i18n';
import { ErrorAlert } from './ErrorAlert';

export interface FormFrameProps<V extends object> {
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  /** The Formik submit (usually `useSubmit(...).submit`). */
  onSubmit: (values: V, helpers: FormikHelpers<V>) => void | Promise<unknown>;
  /** Server errors for the red alert at the top. */
  errors: ErrorItem[];
  /** What Enter / the submit button does (default: Formik's submit; the profile validates first). */
  onFinish?: (formik: FormikProps<V>) => unknown;
  /** Take new initial values when the loaded record changes. */
  enableReinitialize?: boolean;
  ariaLabel?: string;
  requiredMark?: boolean;
  children: (formik: FormikProps<V>) => ReactNode;
}

export function FormFrame<V extends object>({
  initialValues,
  validationSchema,
  onSubmit,
  errors,
  onFinish,
  enableReinitialize,
  ariaLabel,
  requiredMark,
  children,
}: FormFrameProps<V>) {
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
      enableReinitialize={enableReinitialize}
    >
      {(formik) => (
        <Form
          layout="vertical"
          component="form"
          noValidate
          aria-label={ariaLabel}
          requiredMark={requiredMark}
          onFinish={() => void (onFinish ? onFinish(formik) : formik.handleSubmit())}
        >
          <ErrorAlert errors={errors} />
          {children(formik)}
        </Form>
      )}
    </Formik>
  );
}
