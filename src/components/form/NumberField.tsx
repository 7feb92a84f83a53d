import { InputNumber } from 'antd';
import { FieldItem, type BaseProps } from './FieldItem';
import { useFormField } from './context';

export function NumberField({
  min,
  max,
  step,
  ...base
}: BaseProps & { min?: number; max?: number; step?: number }) {
  const field = useFormField<number | null>(base.name);
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
          onChange={(v) => field.setValue(v === null ? null : Number(v))}
          onBlur={field.setTouched}
        />
      )}
    </FieldItem>
  );
}
