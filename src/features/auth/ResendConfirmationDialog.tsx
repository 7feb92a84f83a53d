/** Asks for the e-mail address and sends the confirmation mail again (`POST /api/SendEmailConfirmation`). */
import { useMemo } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudDialog } from '@/components/CrudDialog';
import { EmailField } from '@/components/form/EmailField';
import { sendEmailConfirmation } from './api/sendEmailConfirmation';
import type { SendEmailConfirmationInput } from '@/api/types';
import { resendConfirmationSchema } from './schemas';
import { useFeedback } from '@/lib/feedback';

interface Values {
  email: string;
}

/** 'User not found' is what the failure toast says; other reasons (already confirmed…) go in the alert. */
const HIDDEN_ERRORS = ['UserNotFound'];

export default function ResendConfirmationDialog({
  open,
  email,
  onClose,
  onSent,
}: {
  open: boolean;
  /** Prefilled address (the value of the server's EmailNotConfirm error). */
  email: string;
  onClose: () => void;
  /** After the mail went out (the page shows the success message). */
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const initialValues = useMemo<Values>(() => ({ email }), [email]);

  const send = (values: Values) => {
    const input: SendEmailConfirmationInput = {
      email: values.email.trim(),
      clientDomain: window.location.origin,
    };
    return sendEmailConfirmation(input);
  };

  return (
    <CrudDialog<Values>
      open={open}
      title={t('resendConfirmation.title')}
      width={440}
      initialValues={initialValues}
      validationSchema={resendConfirmationSchema}
      onSubmit={send}
      successMessage={false}
      onSaved={onSent}
      onError={() => void message.error(t('resendConfirmation.failed'), 5)}
      hideErrors={HIDDEN_ERRORS}
      okText={t('resendConfirmation.send')}
      onClose={onClose}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">{t('resendConfirmation.description')}</Typography.Paragraph>
          <EmailField />
        </>
      )}
    </CrudDialog>
  );
}
