import { Input } from 'antd';
import { useField } from 'formik';
import { FieldItem, type BaseProps } from './FieldItem';

export function TextAreaField({ rows = 4, ...base }: BaseProps & { rows?: number }) {
  const [field, , helpers] = useField<string | null>(base.name);
  return (
    <FieldItem {...base}>
      {(control) => (
        <Input.TextArea
          {...control}
          id={base.name}
          name={base.name}
          rows={rows}
          value={field.value ?? ''}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </FieldItem>
  );
}
