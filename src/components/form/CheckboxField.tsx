import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { FieldItem, type BaseProps } from './FieldItem';
import { useFormField } from './context';

export function CheckboxField({ children, ...base }: BaseProps & { children: ReactNode }) {
  const field = useFormField<boolean>(base.name);
  return (
    <FieldItem {...base}>
      <Checkbox id={base.name} checked={!!field.value} onChange={(e) => field.setValue(e.target.checked)}>
        {children}
      </Checkbox>
    </FieldItem>
  );
}

/** A list of checkboxes storing the checked values as an array (roles of a user, permissions of a role). */
export function CheckboxGroupField<V extends string | number>({
  options,
  columns = 1,
  ...base
}: BaseProps & { options: { value: V; label: ReactNode }[]; columns?: number }) {
  const field = useFormField<V[]>(base.name);
  return (
    <FieldItem {...base}>
      <Checkbox.Group<V>
        value={field.value ?? []}
        onChange={(values) => field.setValue(values)}
        style={{
          display: 'grid',
          // Several columns where there is room (each at least 200 px), one on a phone.
          gridTemplateColumns: columns > 1 ? 'repeat(auto-fill, minmax(200px, 1fr))' : '1fr',
          gap: 8,
        }}
        options={options}
      />
    </FieldItem>
  );
}
