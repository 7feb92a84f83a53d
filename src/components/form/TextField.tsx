import { Input } from 'antd';
import { useField } from 'formik';
import { FieldItem, type BaseProps } from './FieldItem';

export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  disabled,
  transform,
  ...base
}: BaseProps & {
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Rewrites typed text before it is stored (e.g. lower-casing). */
  transform?: (value: string) => string;
}) {
  const [field, , helpers] = useField<string | null>(base.name);
  const Component = type === 'password' ? Input.Password : Input;
  return (
    <FieldItem {...base}>
      {(control) => (
        <Component
          {...control}
          id={base.name}
          name={base.name}
          type={type === 'password' ? undefined : type}
          value={field.value ?? ''}
          onChange={(e) => helpers.setValue(transform ? transform(e.target.value) : e.target.value)}
          onBlur={() => helpers.setTouched(true)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    </FieldItem>
  );
}
