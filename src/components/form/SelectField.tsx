import { Select } from 'antd';
import type { ReactNode } from 'react';
import { FieldItem, type BaseProps } from './FieldItem';
import { useFormField } from './context';

export function SelectField<V extends string | number>({
  options,
  placeholder,
  allowClear,
  searchable,
  ...base
}: BaseProps & {
  options: { value: V; label: ReactNode }[];
  placeholder?: string;
  allowClear?: boolean;
  /** Typing filters the options by their label; the list may grow wider than the field for long labels. */
  searchable?: boolean;
}) {
  const field = useFormField<V | null>(base.name);
  return (
    <FieldItem {...base}>
      {(control) => (
        <Select<V>
          {...control}
          id={base.name}
          // As wide as the field's column, like the text fields: antd's Select is only as wide as its placeholder, and
          // its options would be cut to a word ("Payla…").
          style={{ width: '100%' }}
          value={field.value ?? undefined}
          options={options}
          placeholder={placeholder}
          allowClear={allowClear}
          showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
          popupMatchSelectWidth={!searchable}
          onChange={(v) => field.setValue(v ?? null)}
          onBlur={field.setTouched}
        />
      )}
    </FieldItem>
  );
}
