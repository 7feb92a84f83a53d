import { Switch } from 'antd';
import { FieldItem, type BaseProps } from './FieldItem';
import { useFormField } from './context';

export function SwitchField({ onToggle, ...base }: BaseProps & { onToggle?: (checked: boolean) => void }) {
  const field = useFormField<boolean>(base.name);
  return (
    <FieldItem {...base}>
      <Switch
        id={base.name}
        checked={!!field.value}
        onChange={(checked) => {
          field.setValue(checked);
          onToggle?.(checked);
        }}
      />
    </FieldItem>
  );
}
