/**
 * A form frame without a form library, for the sign-in screens (src/features/auth/AccountForm.tsx) and other forms of
 * flat values with plain rules on light pages (the data request page): the same markup,
 * fields and submit flow as ../FormFrame.tsx (Formik + yup), for forms of a few flat fields whose rules are plain
 * functions (`rules` below) or a yup schema (`schemaRules`, read synchronously). Formik and yup cost about 25 kB
 * gzip, a quarter of what the sign-in page may add to the bare antd page. Field names are flat keys of the values
 * (no `a.b` or `a[0]` paths: a field with one throws).
 *
 * As Formik does: a field's message shows once it was touched (blurred) or a submit was tried; a submit touches every
 * field and calls `onSubmit` only when nothing is refused, with `isSubmitting` set until `setSubmitting(false)`; a
 * submit while one is under way (Enter pressed twice) is ignored.
 */
import { useRef, useState, type ReactNode } from 'react';
import type { AnyObjectSchema, ValidationError } from 'yup';
import type { ErrorItem } from '@/i18n';
import { FormElement } from './context';

/** The message (an i18n key) of each refused field. */
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

export interface LightFormProps<V extends object> {
  initialValues: V;
  validate: (values: V) => FormErrors<V>;
  onSubmit: (values: V, helpers: { setSubmitting: (submitting: boolean) => void }) => unknown;
  /** Server errors for the red alert at the top. */
  errors: ErrorItem[];
  ariaLabel?: string;
  /** `false` hides the red mark of required fields. */
  requiredMark?: boolean;
  /** Called when a submit is refused, with the messages (e.g. to bring the first refused field into view). */
  onInvalid?: (errors: FormErrors<V>) => void;
  children: (form: { isSubmitting: boolean }) => ReactNode;
}

export function LightForm<V extends object>({
  initialValues,
  validate,
  onSubmit,
  errors,
  ariaLabel,
  requiredMark = true,
  onInvalid,
  children,
}: LightFormProps<V>) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setBusy] = useState(false);
  // Set at once, not at the next render: two submit events in a row (Enter twice) both run before React renders.
  const busy = useRef(false);
  const setSubmitting = (submitting: boolean) => {
    busy.current = submitting;
    setBusy(submitting);
  };

  const submit = () => {
    if (busy.current) return;
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])));
    setSubmitCount((n) => n + 1);
    const refused = validate(values);
    if (Object.keys(refused).length > 0) return onInvalid?.(refused);
    setSubmitting(true);
    return onSubmit(values, { setSubmitting });
  };

  return (
    <FormElement
      form={{
        values,
        errors: validate(values),
        touched,
        submitCount,
        isSubmitting,
        setFieldValue: (name, value) => setValues((old) => ({ ...old, [name]: value })),
        setFieldTouched: (name, is) => setTouched((old) => ({ ...old, [name]: is })),
        checkName: assertFlatName,
        requiredMark,
      }}
      errors={errors}
      ariaLabel={ariaLabel}
      onSubmit={submit}
    >
      {children({ isSubmitting })}
    </FormElement>
  );
}

/** The values are one flat object: a path would be written as a key (`{ 'a.b': … }`) but read nested. */
function assertFlatName(name: string) {
  if (/[.[\]]/.test(name))
    throw new Error(
      `LightForm: field "${name}" is a path; the light form has flat fields only (use FormFrame)`,
    );
}

/** A rule of one field: the message (an i18n key) when the value is refused. */
export type Rule = (value: unknown) => string | undefined;

/** A required text (trimmed), as `requiredText()` of src/lib/validation.ts. */
export const requiredText: Rule = (value) =>
  typeof value === 'string' && value.trim() !== '' ? undefined : 'RequiredField';

/** A required password (not trimmed), as `password()` of src/lib/validation.ts. */
export const requiredPassword: Rule = (value) =>
  typeof value === 'string' && value !== '' ? undefined : 'RequiredField';

/** A `validate` from one rule per field. */
export function rules<V extends object>(byField: { [K in keyof V & string]?: Rule }) {
  return (values: V): FormErrors<V> => {
    const errors: FormErrors<V> = {};
    for (const [name, rule] of Object.entries(byField) as [keyof V & string, Rule][]) {
      const message = rule(values[name]);
      if (message !== undefined) errors[name] = message;
    }
    return errors;
  };
}

/**
 * A `validate` from a yup schema (synchronous tests only), as Formik reads it: empty texts as missing (so an empty
 * field is 'required' before any other rule, e.g. `oneOf`), the first message of each field.
 */
export function schemaRules<V extends object>(schema: AnyObjectSchema) {
  return (values: V): FormErrors<V> => {
    try {
      const data = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, value === '' ? undefined : value]),
      );
      schema.validateSync(data, { abortEarly: false });
      return {};
    } catch (e) {
      const refused = e as ValidationError;
      if (!Array.isArray(refused.inner)) throw e;
      const errors: Record<string, string> = {};
      for (const { path, message } of refused.inner.length > 0 ? refused.inner : [refused])
        if (path !== undefined && !(path in errors)) errors[path] = message;
      return errors as FormErrors<V>;
    }
  };
}
