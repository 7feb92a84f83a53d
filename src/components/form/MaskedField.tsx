import { Input } from 'antd';
import { useMemo } from 'react';
// imask's pattern mask alone: react-imask's entry brings every mask type (dates, numbers, ranges, …) and its
// input controls, none of which a pattern needs.
import createMask from 'imask/masked/factory';
import 'imask/masked/pattern';
import { FieldItem, type BaseProps } from './FieldItem';
import { useFormField } from './context';

/**
 * A masked antd input: every change is run through an imask pattern mask (digits only where the mask wants
 * digits, literals inserted), so the stored value is always the masked text (or the raw value when `unmask`).
 */
export function MaskedField({
  mask,
  unmask = false,
  placeholder,
  disabled,
  ...base
}: BaseProps & { mask: string; unmask?: boolean; placeholder?: string; disabled?: boolean }) {
  const field = useFormField<string | null>(base.name);
  const masked = useMemo(() => createMask({ mask }), [mask]);
  const apply = (text: string) => {
    masked.resolve(text);
    return masked;
  };
  const display = apply(field.value ?? '').value;
  return (
    <FieldItem {...base}>
      {(control) => (
        <Input
          {...control}
          id={base.name}
          name={base.name}
          value={display}
          placeholder={placeholder}
          disabled={disabled}
          inputMode="numeric"
          onChange={(e) => {
            const m = apply(e.target.value);
            field.setValue(unmask ? m.unmaskedValue : m.value);
          }}
          onBlur={field.setTouched}
        />
      )}
    </FieldItem>
  );
}
