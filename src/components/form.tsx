/**
 * Formik fields on antd: each shows its (translated) validation message under the input once touched
 * and keeps whatever the user typed.
 */
import { Checkbox, ConfigProvider, DatePicker, Form, Grid, Input, InputNumber, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { IMask } from 'react-imask';
import { DATE_TIME_FORMAT } from '@/lib/format';

interface BaseProps {
  name: string;
  label?: ReactNode;
  required?: boolean;
  extra?: ReactNode;
}

/** Form.Item bound to a Formik field's error state. */
export function FieldItem({ name, label, required, extra, children }: BaseProps & { children: ReactNode }) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const { t } = useTranslation();
  const show = (meta.touched || submitCount > 0) && meta.error;
  return (
    <Form.Item
      label={label}
      required={required}
      extra={extra}
      htmlFor={name}
      validateStatus={show ? 'error' : undefined}
      help={show ? t(meta.error as string) : undefined}
    >
      {children}
    </Form.Item>
  );
}

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
      <Component
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
    </FieldItem>
  );
}

export function TextAreaField({ rows = 4, ...base }: BaseProps & { rows?: number }) {
  const [field, , helpers] = useField<string | null>(base.name);
  return (
    <FieldItem {...base}>
      <Input.TextArea
        id={base.name}
        name={base.name}
        rows={rows}
        value={field.value ?? ''}
        onChange={(e) => helpers.setValue(e.target.value)}
        onBlur={() => helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

export function NumberField({
  min,
  max,
  step,
  ...base
}: BaseProps & { min?: number; max?: number; step?: number }) {
  const [field, , helpers] = useField<number | null>(base.name);
  return (
    <FieldItem {...base}>
      <InputNumber
        id={base.name}
        name={base.name}
        style={{ width: '100%' }}
        min={min}
        max={max}
        step={step}
        value={field.value}
        onChange={(v) => helpers.setValue(v === null ? null : Number(v))}
        onBlur={() => helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

/**
 * A masked antd input: every change is run through the react-imask mask (digits only where the mask wants
 * digits, literals inserted), so the stored value is always the masked text (or the raw value when `unmask`).
 */
export function MaskedField({
  mask,
  unmask = false,
  placeholder,
  disabled,
  ...base
}: BaseProps & { mask: string; unmask?: boolean; placeholder?: string; disabled?: boolean }) {
  const [field, , helpers] = useField<string | null>(base.name);
  const masked = useMemo(() => IMask.createMask({ mask }), [mask]);
  const apply = (text: string) => {
    masked.resolve(text);
    return masked;
  };
  const display = apply(field.value ?? '').value;
  return (
    <FieldItem {...base}>
      <Input
        id={base.name}
        name={base.name}
        value={display}
        placeholder={placeholder}
        disabled={disabled}
        inputMode="numeric"
        onChange={(e) => {
          const m = apply(e.target.value);
          helpers.setValue(unmask ? m.unmaskedValue : m.value);
        }}
        onBlur={() => helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

export function SelectField<V extends string | number>({
  options,
  placeholder,
  allowClear,
  ...base
}: BaseProps & { options: { value: V; label: ReactNode }[]; placeholder?: string; allowClear?: boolean }) {
  const [field, , helpers] = useField<V | null>(base.name);
  return (
    <FieldItem {...base}>
      <Select<V>
        id={base.name}
        value={field.value ?? undefined}
        options={options}
        placeholder={placeholder}
        allowClear={allowClear}
        onChange={(v) => helpers.setValue(v ?? null)}
        onBlur={() => helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

export function CheckboxField({ children, ...base }: BaseProps & { children: ReactNode }) {
  const [field, , helpers] = useField<boolean>(base.name);
  return (
    <FieldItem {...base}>
      <Checkbox id={base.name} checked={!!field.value} onChange={(e) => helpers.setValue(e.target.checked)}>
        {children}
      </Checkbox>
    </FieldItem>
  );
}

export function SwitchField({ onToggle, ...base }: BaseProps & { onToggle?: (checked: boolean) => void }) {
  const [field, , helpers] = useField<boolean>(base.name);
  return (
    <FieldItem {...base}>
      <Switch
        id={base.name}
        checked={!!field.value}
        onChange={(checked) => {
          helpers.setValue(checked);
          onToggle?.(checked);
        }}
      />
    </FieldItem>
  );
}

/** A list of checkboxes storing the checked values as an array (roles of a user, permissions of a role). */
export function CheckboxGroupField<V extends string | number>({
  options,
  columns = 1,
  ...base
}: BaseProps & { options: { value: V; label: ReactNode }[]; columns?: number }) {
  const [field, , helpers] = useField<V[]>(base.name);
  return (
    <FieldItem {...base}>
      <Checkbox.Group<V>
        value={field.value ?? []}
        onChange={(values) => void helpers.setValue(values)}
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

/** Narrower calendar cells on phones so the date and time panels fit side by side in 375 px. */
const COMPACT_PICKER = { components: { DatePicker: { cellWidth: 30, timeColumnWidth: 46 } } };

/** A date-time picker shown as DD/MM/YYYY HH:mm; the value is a dayjs (null when empty). */
export function DateTimeField(base: BaseProps) {
  const [field, , helpers] = useField<Dayjs | null>(base.name);
  const screens = Grid.useBreakpoint();
  const picker = (
    <DatePicker
      id={base.name}
      showTime={{ format: 'HH:mm' }}
      format={DATE_TIME_FORMAT}
      value={field.value}
      onChange={(value) => helpers.setValue(value ?? null)}
      onBlur={() => helpers.setTouched(true)}
      style={{ width: '100%' }}
    />
  );
  return (
    <FieldItem {...base}>
      {screens.sm === false ? <ConfigProvider theme={COMPACT_PICKER}>{picker}</ConfigProvider> : picker}
    </FieldItem>
  );
}
