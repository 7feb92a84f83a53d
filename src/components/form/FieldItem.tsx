/**
 * Form fields (in Formik's ../FormFrame.tsx or in ./LightForm.tsx, through ./context.tsx): each shows its
 * (translated) validation message under the input once touched and keeps whatever the user typed. One module per
 * field so a screen loads only the inputs it uses.
 *
 * `FieldItem` is the field's own light markup (label, control, message, extra text; styled by `.field…` in
 * src/app/global.css with the theme's tokens, see ./context.tsx), around antd's public input components or the
 * app's own text input (./TextField.tsx): no antd `Form.Item` and none of antd's internal form modules. A control given as a function gets the error status
 * (`status="error"`, antd's inputs' own prop) and the accessibility props; the message and the extra text are tied to
 * the input with `aria-describedby` (and `aria-invalid` while there is an error), and the message is an alert, so a
 * screen reader announces it when it appears. `FieldFrame` is that markup alone, for a control whose message the
 * caller gives.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormBinding, useFormField } from './context';
import { useHeldWhilePressed } from './heldWhilePressed';

export interface BaseProps {
  name: string;
  label?: ReactNode;
  required?: boolean;
  extra?: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** What a field's control gets from its item. */
export interface ControlProps {
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A form item bound to a field's error state in the enclosing form (FormFrame or LightForm). `labelFor={null}`: the
 * field is a group of controls named by the label (see `FieldFrame`).
 */
export function FieldItem({
  name,
  children,
  ...frame
}: BaseProps & {
  labelFor?: null;
  children: ReactNode | ((control: ControlProps) => ReactNode);
}) {
  const meta = useFormField<unknown>(name);
  const { t } = useTranslation();
  // Not while a pointer is pressed: a message shown by the blur of that press would move the button away (see
  // ./heldWhilePressed.ts).
  const error = useHeldWhilePressed(
    (meta.touched || meta.submitCount > 0) && meta.error ? t(meta.error) : undefined,
  );
  return (
    <FieldFrame id={name} error={error} {...frame}>
      {children}
    </FieldFrame>
  );
}

/**
 * The markup of a form item around any control, its message given by the caller: for a control that is not a
 * field of the form's values (the add-link box of a collection, whose text is checked when its button is pressed)
 * or a group of controls. `id` is the control's id; `labelFor={null}` names a group instead (its controls take
 * `aria-labelledby` the label's id, `${id}_label`).
 */
export function FieldFrame({
  id,
  label,
  required,
  extra,
  error,
  labelFor = id,
  children,
}: Omit<BaseProps, 'name'> & {
  id: string;
  /** The message (already translated) under the control. */
  error?: string;
  labelFor?: string | null;
  children: ReactNode | ((control: ControlProps) => ReactNode);
}) {
  const { requiredMark } = useFormBinding();
  const helpId = `${id}_help`;
  const extraId = `${id}_extra`;
  const describedBy = classes(error && helpId, !!extra && extraId) || undefined;
  const aria: ControlProps = {
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };
  // Onto the control itself, not onto a Fragment or Suspense around it.
  const control =
    typeof children === 'function'
      ? children({ ...aria, status: error ? 'error' : undefined })
      : isValidElement(children) && typeof children.type !== 'symbol' && describedBy
        ? cloneElement(children as ReactElement<ControlProps>, aria)
        : children;
  return (
    <div className={classes('field', !!error && 'field-has-error')}>
      {label !== undefined && (
        <label
          id={`${id}_label`}
          htmlFor={labelFor ?? undefined}
          className={classes('field-label', required && requiredMark && 'field-required')}
          title={typeof label === 'string' ? label : undefined}
        >
          {label}
        </label>
      )}
      {control}
      {/* An alert: a screen reader announces the message when it appears, as antd's Form.Item does. */}
      {error && (
        <div id={helpId} className="field-error" role="alert">
          {error}
        </div>
      )}
      {extra && (
        <div id={extraId} className="field-extra">
          {extra}
        </div>
      )}
    </div>
  );
}
