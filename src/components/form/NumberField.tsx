import { InputNumber } from 'antd';
import { useField } from 'formik';
import { FieldItem, type BaseProps } from './FieldItem';

export function NumberField({
  min,
  max,
  step,
  ...base
}: BaseProps & { min?: number; max?: number; step?: number }) {
  const [field, , helpers] = useField<number | null>(base.name);
  return (
    <FieldItem {...base}>
      {(control) => (
        <InputNumber
          {...control}
          id={base.name}
          name={base.name}
          style={{ width: '100%' }}
          min={min}
          max={max}
          step={step}
          value={field.value}
          onChange={(v) => void helpers.setValue(v === null ? null : Number(v))}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FieldItem>
  );
}
