/**
 * A one-line text, e-mail or password field. The input is the app's own (a native `input` drawn as antd's outlined
 * Input by `.text-input` in src/app/global.css with the theme's tokens, see ./context.tsx), not antd's `Input`:
 * antd's public `Input` brings its Group, Search, TextArea, OTP and Password along (about 8 kB gzip on the sign-in
 * screens). A password has antd's eye icons in a real button (in the Tab order, unlike antd's icon) to show or hide
 * what was typed.
 */
import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FieldItem, type BaseProps } from './FieldItem';
import { useFormField } from './context';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

export function TextField({
  type = 'text',
  autoComplete,
  placeholder,
  disabled,
  transform,
  inputMode,
  maxLength,
  ...base
}: BaseProps & {
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Rewrites typed text before it is stored (e.g. lower-casing). */
  transform?: (value: string) => string;
}) {
  const field = useFormField<string | null>(base.name);
  return (
    <FieldItem {...base}>
      {({ status, ...aria }) => {
        const input: InputProps = {
          ...aria,
          id: base.name,
          name: base.name,
          value: field.value ?? '',
          onChange: (e: ChangeEvent<HTMLInputElement>) =>
            field.setValue(transform ? transform(e.target.value) : e.target.value),
          onBlur: field.setTouched,
          autoComplete,
          placeholder,
          disabled,
          inputMode,
          maxLength,
        };
        const error = status === 'error';
        return type === 'password' ? (
          <PasswordInput input={input} error={error} />
        ) : (
          <input {...input} type={type} className={`text-input${error ? ' text-input-error' : ''}`} />
        );
      }}
    </FieldItem>
  );
}

/** The input in a box with the eye button, as antd's `Input.Password`. */
function PasswordInput({ input, error }: { input: InputProps; error: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const Eye = shown ? EyeOutlined : EyeInvisibleOutlined;
  return (
    <span
      className={`text-input text-input-affix${error ? ' text-input-error' : ''}${input.disabled ? ' text-input-disabled' : ''}`}
    >
      <input {...input} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="text-input-toggle"
        aria-label={t('field.showPassword')}
        aria-pressed={shown}
        aria-controls={input.id}
        disabled={input.disabled}
        // The input keeps the focus (and is not blurred, which would mark it touched), as in antd's.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setShown((s) => !s)}
      >
        <Eye aria-hidden />
      </button>
    </span>
  );
}
