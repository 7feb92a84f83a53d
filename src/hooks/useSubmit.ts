/**
 * The one form-submit flow of the UI (Formik `onSubmit`): clear the previous errors, await the save, an
 * optional success toast, then `onSuccess`; on failure the server's errors (via `errorsOf`) for the red
 * alert and `onError`; the form stops submitting either way (the values stay as typed).
 */
import { useState, type ReactNode } from 'react';
import type { FormikHelpers } from 'formik';
import { errorsOf } from '@/components/ErrorAlert';
import { useFeedback } from '@/lib/feedback';
import type { ErrorItem } from '@/i18n';

export interface SubmitOptions<V> {
  /** The toast shown after a successful save (already translated); no toast when omitted. */
  successMessage?: ReactNode;
  /** How long the success toast stays, in seconds. */
  successDuration?: number;
  /** After a successful save (and the toast); awaited, so the form keeps submitting until it is done. */
  onSuccess?: (values: V) => unknown;
  /** After a failed save, with every error (also those left out by `hideErrors`). */
  onError?: (errors: ErrorItem[], values: V) => void;
  /** Error names handled by the caller itself, left out of the returned `errors`. */
  hideErrors?: readonly string[];
}

export function useSubmit<V>(
  save: (values: V) => Promise<unknown>,
  { successMessage, successDuration = 2, onSuccess, onError, hideErrors }: SubmitOptions<V> = {},
) {
  const { message } = useFeedback();
  const [errors, setErrors] = useState<ErrorItem[]>([]);

  const submit = async (values: V, helpers: Pick<FormikHelpers<V>, 'setSubmitting'>) => {
    setErrors([]);
    try {
      await save(values);
      if (successMessage != null && successMessage !== false) {
        void message.success(successMessage, successDuration);
      }
      await onSuccess?.(values);
    } catch (e) {
      const list = errorsOf(e);
      setErrors(list);
      onError?.(list, values);
    } finally {
      helpers.setSubmitting(false);
    }
  };

  return {
    /** The errors to show in the red alert (without `hideErrors`). */
    errors: hideErrors?.length ? errors.filter((e) => !hideErrors.includes(e.name)) : errors,
    /** Shows errors found outside the save (client validation…) or clears them. */
    setErrors,
    /** The Formik `onSubmit`. */
    submit,
  };
}
