/**
 * The one form frame of the UI: a Formik form laid out like antd's vertical form (Enter submits, no browser
 * validation), the server's errors translated in a red alert at the top, values kept as typed on failure. Used by
 * the CRUD dialog, the account screens, the profile and the legislation forms; the submit flow is `useSubmit`, the
 * fields are ./form/*.
 *
 * Formik holds the values and yup validates, so antd's `Form` (and its form engine, @rc-component/form with
 * async-validator) is not used: the frame and its items (./form/FieldItem.tsx) are light markup of their own, styled
 * by `.form-frame` and `.field…` in src/app/global.css with the theme's design tokens (`theme.useToken`), given to
 * the stylesheet as CSS variables on the form.
 */
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';
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
  /** `false` hides the red mark of required fields. */
  requiredMark?: boolean;
  children: (formik: FormikProps<V>) => ReactNode;
}

export interface FormStyle {
  requiredMark: boolean;
}

const FormStyleContext = createContext<FormStyle | null>(null);

/** The settings of the enclosing form frame (for ./form/FieldItem.tsx). */
export function useFormStyle(): FormStyle {
  const style = useContext(FormStyleContext);
  if (!style) throw new Error('a form field outside <FormFrame>');
  return style;
}

/** The theme's tokens the form's stylesheet uses (src/app/global.css, `.form-frame`). */
function useFormTokens(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--form-text': token.colorText,
        '--form-label': token.colorTextHeading,
        '--form-error': token.colorError,
        '--form-extra': token.colorTextDescription,
        '--form-link': token.colorLink,
        '--form-link-hover': token.colorLinkHover,
        '--form-link-active': token.colorLinkActive,
        '--form-font-size': `${token.fontSize}px`,
        '--form-line-height': token.lineHeight,
        '--form-item-gap': `${token.marginLG}px`,
        '--form-label-gap': `${token.paddingXS}px`,
        '--form-message-height': `${token.controlHeightSM}px`,
      }) as CSSProperties,
    [token],
  );
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
  const style = useMemo(() => ({ requiredMark }), [requiredMark]);
  const tokens = useFormTokens();
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
      enableReinitialize={enableReinitialize}
    >
      {(formik) => (
        <form
          className="form-frame"
          style={tokens}
          noValidate
          aria-label={ariaLabel}
          onSubmit={(e) => {
            // A dialog's form is rendered in a portal but sits inside its page's form in React's tree, where the
            // submit event would bubble on to the page's form (antd's Form stops it too).
            e.preventDefault();
            e.stopPropagation();
            // After the event, as antd's Form did: the submit attempt and a failed validation then render together,
            // so a form that does not validate never flashes its button's busy state.
            queueMicrotask(() => void (onFinish ? onFinish(formik) : formik.handleSubmit()));
          }}
        >
          <FormStyleContext.Provider value={style}>
            <ErrorAlert errors={errors} />
            {children(formik)}
          </FormStyleContext.Provider>
        </form>
      )}
    </Formik>
  );
}
