/**
 * The form frame of the account screens: a light form (src/components/form/LightForm.tsx: no Formik, no yup on the
 * sign-in path) laid out like antd's vertical form, the server's errors translated in a red alert at the top, values
 * kept on failure, one submit button (Enter submits).
 */
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import { LightForm, type FormErrors } from '@/components/form/LightForm';
import { PageLoading } from '@/components/PageLoading';
import { useSubmit } from '@/hooks/useSubmit';
import type { ErrorItem } from '@/i18n';

export interface AccountFormProps<V extends object> {
  initialValues: V;
  /** The client-side rules (`rules(…)` or `schemaRules(schema)` of src/components/form/LightForm.tsx). */
  validate: (values: V) => FormErrors<V>;
  onSubmit: (values: V) => Promise<void>;
  /** Server errors (already shown unless listed in `hideErrors`). */
  onError?: (errors: ErrorItem[], values: V) => void;
  /** Error names handled by the page itself instead of the red alert. */
  hideErrors?: readonly string[];
  submitLabel: ReactNode;
  /** Replaces the default full-width submit button (include a `htmlType="submit"` button). */
  actions?: (form: { isSubmitting: boolean }) => ReactNode;
  /** Shown between the error alert and the fields. */
  notice?: ReactNode;
  children: ReactNode;
  ariaLabel?: string;
}

export function AccountForm<V extends object>({
  initialValues,
  validate,
  onSubmit,
  onError,
  hideErrors,
  submitLabel,
  actions,
  notice,
  children,
  ariaLabel,
}: AccountFormProps<V>) {
  const { errors, submit } = useSubmit(onSubmit, { onError, hideErrors });

  return (
    <LightForm<V>
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      errors={errors}
      ariaLabel={ariaLabel}
      requiredMark={false}
    >
      {(form) => (
        <>
          {notice}
          {children}
          {actions ? (
            actions(form)
          ) : (
            <Button type="primary" htmlType="submit" block size="large" loading={form.isSubmitting}>
              {submitLabel}
            </Button>
          )}
        </>
      )}
    </LightForm>
  );
}

/** The heading of an account screen (plain elements in antd's heading style: the sign-in path loads no Typography). */
export function AccountTitle({ children, description }: { children: ReactNode; description?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 20 }}>
      <h2
        style={{
          margin: 0,
          fontSize: 'clamp(20px, 5vw, 26px)',
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightHeading2,
          color: token.colorTextHeading,
        }}
      >
        {children}
      </h2>
      {description && <p style={{ margin: '6px 0 0', color: token.colorTextDescription }}>{description}</p>}
    </div>
  );
}

const LazyAccountResult = lazy(() => import('./AccountResult'));

/** The success / failure end of an account flow (./AccountResult.tsx), fetched when a flow ends. */
export function AccountResult(props: ComponentProps<typeof LazyAccountResult>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyAccountResult {...props} />
    </Suspense>
  );
}
