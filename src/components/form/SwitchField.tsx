import { Switch } from 'antd';
import { useField } from 'formik';
import { FieldItem, type BaseProps } from './FieldItem';

export function SwitchField({ onToggle, ...base }: BaseProps & { onToggle?: (checked: boolean) => void }) {
  const [field, , helpers] = useField<boolean>(base.name);
  return (
    <FieldItem {...base}>
      <Switch
        id={base.name}
        checked={!!field.value}
        onChange={(checked) => {
          void helpers.setValue(checked);
          onToggle?.(checked);
        }}
      />
    </FieldItem>
  );
}
