/** Confirm-then-act (deletes, deactivation), apart from CrudDialog.tsx so list pages load no form code for it. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrors } from '@/i18n';
import { errorsOf } from './ErrorAlert';
import { useFeedback } from '@/lib/feedback';

export interface ConfirmActionOptions {
  /** The question (already translated). */
  content: ReactNode;
  /** The call to make once confirmed (a delete, a deactivation…). */
  action: () => Promise<unknown>;
  /** Called after the action succeeded (reload the list…). */
  onDone?: () => void;
  title?: ReactNode;
  okText?: ReactNode;
}

/**
 * The one confirm-then-act flow (deletes, deactivation): asks, runs the call, shows the 'Successful' toast
 * and on failure the translated error names joined by line breaks in an error popup.
 */
export function useConfirmAction() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  return ({ content, action, onDone, title, okText }: ConfirmActionOptions) => {
    modal.confirm({
      title: title ?? t('common.warning'),
      content,
      okText: okText ?? t('common.yes'),
      cancelText: t('common.no'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await action();
          void message.success(t('Successful'), 2);
          onDone?.();
        } catch (e) {
          modal.error({
            title: t('common.error'),
            content: <div style={{ whiteSpace: 'pre-line' }}>{translateErrors(errorsOf(e)).join('\n')}</div>,
          });
        }
      },
    });
  };
}

/**
 * The one delete confirmation: every delete asks the spec's 'AreYouSureToDelete' and confirms with "Delete"
 * (deactivating a user and archiving a ticket are not deletes and ask their own question).
 */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  return (action: () => Promise<unknown>, options: Pick<ConfirmActionOptions, 'onDone' | 'title'> = {}) =>
    confirm({ ...options, content: t('AreYouSureToDelete'), okText: t('common.delete'), action });
}
