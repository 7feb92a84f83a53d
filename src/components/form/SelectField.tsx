import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useField } from 'formik';
import { FieldItem, type BaseProps } from './FieldItem';

export function SelectField<V extends string | number>({
  options,
  placeholder,
  allowClear,
  ...base
}: BaseProps & { options: { value: V; label: ReactNode }[]; placeholder?: string; allowClear?: boolean }) {
  const [field, , helpers] = useField<V | null>(base.name);
  return (
    <FieldItem {...base}>
      {(control) => (
        <Select<V>
          {...control}
          id={base.name}
          value={field.value ?? undefined}
          options={options}
          placeholder={placeholder}
          allowClear={allowClear}
          onChange={(v) => void helpers.setValue(v ?? null)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FieldItem>
  );
}
