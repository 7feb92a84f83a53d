/**
 * What a form gives its fields, without a form library: the values, errors and touched state, the two setters and
 * the frame's settings. `FormFrame` (../FormFrame.tsx, Formik) and `LightForm` (./LightForm.tsx, a few fields and a
 * validate function, the sign-in screens) both provide it with `FormElement`, so the fields of ./* work in either.
 * Field names are paths as in Formik (`links.0.url`, `links[0].url`); LightForm takes flat names only.
 */
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';
import type { ErrorItem } from '@/i18n';
import { ErrorAlert } from '../ErrorAlert';

export interface FormBinding {
  values: unknown;
  /** Messages (i18n keys) by field path, as Formik's `errors`. */
  errors: unknown;
  touched: unknown;
  submitCount: number;
  isSubmitting: boolean;
  setFieldValue: (name: string, value: unknown) => unknown;
  setFieldTouched: (name: string, touched: boolean) => unknown;
  /** Throws when the form cannot hold a field of this name (LightForm: flat names only). */
  checkName?: (name: string) => void;
  /** `false` hides the red mark of required fields. */
  requiredMark: boolean;
}

const FormContext = createContext<FormBinding | null>(null);

/** The enclosing form's state (throws outside a form frame). */
export function useFormBinding(): FormBinding {
  const form = useContext(FormContext);
  if (!form) throw new Error('a form field outside <FormFrame> or <LightForm>');
  return form;
}

/** The value at a field path (`a.b`, `a.0.b`, `a[0].b`), as Formik's `getIn`. */
export function getIn(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split(/[.[\]]+/).filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** One field of the enclosing form: its value, message, whether it was touched, and its setters. */
export function useFormField<T>(name: string) {
  const form = useFormBinding();
  form.checkName?.(name);
  return {
    value: getIn(form.values, name) as T,
    error: getIn(form.errors, name) as string | undefined,
    touched: !!getIn(form.touched, name),
    submitCount: form.submitCount,
    setValue: (value: T) => void form.setFieldValue(name, value),
    setTouched: () => void form.setFieldTouched(name, true),
  };
}

/** The theme's tokens the form's stylesheet uses (src/app/global.css, `.form-frame` and `.text-input`). */
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
        // The text inputs (./TextField.tsx), as antd's outlined Input draws them.
        '--input-height': `${token.controlHeight}px`,
        '--input-padding': `${Math.max(0, Math.round((token.controlHeight - token.fontSize * token.lineHeight) / 2) - token.lineWidth)}px ${token.paddingSM - token.lineWidth}px`,
        '--input-radius': `${token.borderRadius}px`,
        '--input-bg': token.colorBgContainer,
        '--input-border': token.colorBorder,
        '--input-border-hover': token.colorPrimaryHover,
        '--input-border-active': token.colorPrimary,
        '--input-shadow-active': `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}`,
        '--input-error': token.colorError,
        '--input-error-hover': token.colorErrorBorderHover,
        '--input-shadow-error': `0 0 0 ${token.controlOutlineWidth}px ${token.colorErrorOutline}`,
        '--input-placeholder': token.colorTextPlaceholder,
        '--input-disabled-bg': token.colorBgContainerDisabled,
        '--input-disabled-text': token.colorTextDisabled,
        '--input-icon': token.colorTextDescription,
        '--input-icon-hover': token.colorIconHover,
        '--input-motion': token.motionDurationMid,
      }) as CSSProperties,
    [token],
  );
}

/**
 * The `<form>` of a form frame: laid out like antd's vertical form (Enter submits, no browser validation), the
 * server's errors translated in a red alert at the top, the form's state for its fields.
 */
export function FormElement({
  form,
  errors,
  ariaLabel,
  onSubmit,
  children,
}: {
  form: FormBinding;
  errors: ErrorItem[];
  ariaLabel?: string;
  /** Called after the submit event (see below). */
  onSubmit: () => unknown;
  children: ReactNode;
}) {
  const tokens = useFormTokens();
  return (
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
        queueMicrotask(() => void onSubmit());
      }}
    >
      <FormContext.Provider value={form}>
        <ErrorAlert errors={errors} />
        {children}
      </FormContext.Provider>
    </form>
  );
}
