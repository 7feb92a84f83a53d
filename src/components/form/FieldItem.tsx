/**
 * Formik fields on antd: each shows its (translated) validation message under the input once touched
 * and keeps whatever the user typed. One module per field so a screen loads only the antd inputs it uses.
 *
 * `FieldItem` draws what antd's `Form.Item` draws in a vertical form (the same markup, classes and styles: label,
 * control, message, extra text) without antd's form engine (see ../FormFrame.tsx). The antd input inside gets the
 * error status through antd's own form-item context, as under `Form.Item`; the message and the extra text are tied
 * to the input with `aria-describedby` (and `aria-invalid` while there is an error).
 */
import { cloneElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { FormItemInputContext } from 'antd/es/form/context';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useFormStyle } from '../FormFrame';
import { useHeldWhilePressed } from './heldWhilePressed';

export interface BaseProps {
  name: string;
  label?: ReactNode;
  required?: boolean;
  extra?: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A form item bound to a Formik field's error state. */
export function FieldItem({ name, label, required, extra, children }: BaseProps & { children: ReactNode }) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const { t } = useTranslation();
  const { form, ant, cls, requiredMark } = useFormStyle();
  const item = `${form}-item`;
  // Not while a pointer is pressed: a message shown by the blur of that press would move the button away (see
  // ./heldWhilePressed.ts).
  const error = useHeldWhilePressed(
    (meta.touched || submitCount > 0) && meta.error ? t(meta.error) : undefined,
  );
  const helpId = `${name}_help`;
  const extraId = `${name}_extra`;
  const status = useMemo(
    () => ({
      status: error ? ('error' as const) : ('' as const),
      errors: [],
      warnings: [],
      hasFeedback: false,
      isFormItemInput: true,
      name,
    }),
    [error, name],
  );
  const describedBy = classes(error && helpId, !!extra && extraId) || undefined;
  // Onto the control itself, not onto a Fragment or Suspense around it.
  const control =
    isValidElement(children) && typeof children.type !== 'symbol' && describedBy
      ? cloneElement(children as ReactElement<Record<string, unknown>>, {
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
        })
      : children;
  return (
    <div
      className={classes(
        item,
        cls,
        !!error && `${item}-with-help`,
        !!error && `${item}-has-error`,
        `${item}-vertical`,
      )}
    >
      <div className={classes(`${ant}-row`, `${item}-row`, cls)}>
        {label !== undefined && (
          <div className={classes(`${ant}-col`, `${item}-label`, cls)}>
            <label
              htmlFor={name}
              className={
                classes(required && `${item}-required`, !requiredMark && `${item}-required-mark-hidden`) ||
                undefined
              }
              title={typeof label === 'string' ? label : undefined}
            >
              {label}
            </label>
          </div>
        )}
        <div className={classes(`${ant}-col`, `${item}-control`, cls)}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>
              <FormItemInputContext.Provider value={status}>{control}</FormItemInputContext.Provider>
            </div>
          </div>
          {(error || extra) && (
            <div className={`${item}-additional`}>
              {error && (
                <div id={helpId} className={classes(`${item}-explain`, `${item}-explain-connected`, cls)}>
                  <div className={`${item}-explain-error`}>{error}</div>
                </div>
              )}
              {extra && (
                <div id={extraId} className={`${item}-extra`}>
                  {extra}
                </div>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
