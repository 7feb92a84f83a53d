import { Radio } from 'antd';
import type { ReactNode } from 'react';
import { FieldItem, type BaseProps } from './FieldItem';
import { useFormField } from './context';

/** One choice of a few, as a row of antd's small radio buttons (a radio group named by the field's label). */
export function RadioField<V extends string | number>({
  options,
  ...base
}: BaseProps & { options: { value: V; label: ReactNode }[] }) {
  const field = useFormField<V>(base.name);
  return (
    <FieldItem {...base} labelFor={null}>
      {(control) => (
        <Radio.Group
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          id={base.name}
          aria-labelledby={base.label === undefined ? undefined : `${base.name}_label`}
          optionType="button"
          size="small"
          value={field.value}
          options={options}
          onChange={(e) => field.setValue(e.target.value as V)}
        />
      )}
    </FieldItem>
  );
}
