import { Alert } from 'antd';
import { translateErrors, type ErrorItem } from '@/i18n';
import { ApiError } from '@/lib/api-error';

/** Server (or client) errors, translated, in a red alert inside a form or dialog. */
export function ErrorAlert({ errors }: { errors: ErrorItem[] | null | undefined }) {
  const texts = translateErrors(errors);
  if (texts.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={texts.length === 1 ? texts[0] : undefined}
      description={
        texts.length > 1 ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {texts.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

/** The error list of anything thrown by a request. */
export function errorsOf(error: unknown): ErrorItem[] {
  if (error instanceof ApiError) return error.errors;
  return [{ name: 'ServerError', value: error instanceof Error ? error.message : String(error) }];
}
