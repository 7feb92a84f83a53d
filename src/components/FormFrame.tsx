/**
 * The one form frame of the UI: a Formik form drawn as antd's vertical `Form` (Enter submits, no browser
 * validation), the server's errors translated in a red alert at the top, values kept as typed on failure. Used by
 * the CRUD dialog, the account screens, the profile and the legislation forms; the submit flow is `useSubmit`, the
 * fields are ./form/*.
 *
 * Formik holds the values and yup validates, so antd's form engine (@rc-component/form and async-validator, which
 * antd's `Form` brings) is not loaded: the frame and its items (./form/FieldItem.tsx) draw antd's form markup with
 * antd's own form and grid styles.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useFormStyles from 'antd/es/form/style';
import { useColStyle, useRowStyle } from 'antd/es/grid/style';
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
  /** antd's class prefixes: `ant-form`, `ant` (for `ant-row`, `ant-col`). */
  form: string;
  ant: string;
  /** The style classes (theme hash, CSS-variable scopes) every part of the form carries. */
  cls: string;
  requiredMark: boolean;
}

const FormStyleContext = createContext<FormStyle | null>(null);

/** The classes of the enclosing form frame (for ./form/FieldItem.tsx). */
export function useFormStyle(): FormStyle {
  const style = useContext(FormStyleContext);
  if (!style) throw new Error('a form field outside <FormFrame>');
  return style;
}

/** Registers antd's form and grid styles and gives their classes. */
function useAntdFormStyle(requiredMark: boolean): FormStyle {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const form = getPrefixCls('form');
  const rootCls = useCSSVarCls(form);
  const [hashId, cssVarCls] = useFormStyles(form, rootCls);
  useRowStyle(getPrefixCls('row'));
  useColStyle(getPrefixCls('col'));
  return useMemo(
    () => ({ form, ant: getPrefixCls(), cls: `${rootCls} ${cssVarCls} ${hashId}`, requiredMark }),
    [form, getPrefixCls, rootCls, cssVarCls, hashId, requiredMark],
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
  const style = useAntdFormStyle(requiredMark);
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
      enableReinitialize={enableReinitialize}
    >
      {(formik) => (
        <form
          className={`${style.form} ${style.form}-vertical ${requiredMark ? '' : `${style.form}-hide-required-mark `}${style.cls}`}
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
