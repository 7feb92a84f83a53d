import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldItem, type BaseProps } from './FieldItem';
import { useFormField } from './context';

/** The language's decimal separator ("12,5" in Turkish, "12.5" in English). */
const decimalSeparator = (language: string) =>
  new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';

/** A number written the language's way; a typed '.' is read as the decimal point too. */
export function NumberField({
  min,
  max,
  step,
  width = '100%',
  ...base
}: BaseProps & { min?: number; max?: number; step?: number; width?: number | string }) {
  const field = useFormField<number | null>(base.name);
  const { i18n } = useTranslation();
  return (
    <FieldItem {...base}>
      {(control) => (
        <InputNumber
          {...control}
          id={base.name}
          name={base.name}
          style={{ width }}
          min={min}
          max={max}
          step={step}
          decimalSeparator={decimalSeparator(i18n.language)}
          value={field.value}
          onChange={(v) => field.setValue(v === null ? null : Number(v))}
          onBlur={field.setTouched}
        />
      )}
    </FieldItem>
  );
}
