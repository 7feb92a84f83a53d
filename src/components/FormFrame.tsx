/**
 * The one form frame of the UI: a Formik form laid out like antd's vertical form (Enter submits, no browser
 * validation), the server's errors translated in a red alert at the top, values kept as typed on failure. Used by
 * every form but the light ones of ./form/LightForm.tsx (docs/architecture.md, "Forms"); the submit flow is
 * `useSubmit`, the fields are ./form/*.
 *
 * Formik holds the values and yup validates, so antd's `Form` (and its form engine, @rc-component/form with
 * async-validator) is not used: the frame (./form/context.tsx, `FormElement`) and its items (./form/FieldItem.tsx)
 * are light markup of their own, styled by `.form-frame` and `.field…` in src/app/global.css with the theme's design
 * tokens (`theme.useToken`), given to the stylesheet as CSS variables on the form. The sign-in screens use
 * ./form/LightForm.tsx instead (no Formik, no yup), with the same fields.
 */
import type { ReactNode } from 'react';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { ErrorItem } from '@/i18n';
import { FormElement } from './form/context';

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
  /** `false` hides the red mark of required fields. */
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
  requiredMark = true,
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
        <FormElement
          form={{
            values: formik.values,
            errors: formik.errors,
            touched: formik.touched,
            submitCount: formik.submitCount,
            isSubmitting: formik.isSubmitting,
            setFieldValue: formik.setFieldValue,
            setFieldTouched: formik.setFieldTouched,
            requiredMark,
          }}
          errors={errors}
          ariaLabel={ariaLabel}
          onSubmit={() => (onFinish ? onFinish(formik) : formik.handleSubmit())}
        >
          {children(formik)}
        </FormElement>
      )}
    </Formik>
  );
}
