import { Input } from 'antd';
import { FieldItem, type BaseProps } from './FieldItem';
import { useFormField } from './context';

export function TextAreaField({
  rows = 4,
  maxLength,
  showCount,
  ...base
}: BaseProps & {
  rows?: number;
  maxLength?: number;
  /** Shows the length typed (of `maxLength`) under the box. */
  showCount?: boolean;
}) {
  const field = useFormField<string | null>(base.name);
  return (
    <FieldItem {...base}>
      {(control) => (
        <Input.TextArea
          {...control}
          id={base.name}
          name={base.name}
          rows={rows}
          maxLength={maxLength}
          showCount={showCount}
          value={field.value ?? ''}
          onChange={(e) => field.setValue(e.target.value)}
          onBlur={field.setTouched}
        />
      )}
    </FieldItem>
  );
}
