/** Reject a pending brand user: the reason is required (an empty one asks for an explanation). */
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { TextAreaField } from '@/components/form/TextAreaField';
import type { CompanyUser } from '@/api/types';
import { useRejectCompanyUser } from './api/rejectCompanyUser';

interface Values {
  description: string;
}

const schema = yup.object({ description: yup.string().trim().required('validation.rejectReasonRequired') });

export interface RejectCompanyUserDialogProps {
  /** The brand user to reject; null when closed. */
  item: CompanyUser | null;
  onClose: () => void;
}

export default function RejectCompanyUserDialog({ item, onClose }: RejectCompanyUserDialogProps) {
  const { t } = useTranslation();
  const reject = useRejectCompanyUser();
  return (
    <CrudDialog<Values>
      open={!!item}
      title={item ? `${t('companyUser.reject')}: ${item.userName}` : t('companyUser.reject')}
      width={480}
      initialValues={{ description: '' }}
      validationSchema={schema}
      okText={t('companyUser.reject')}
      onSubmit={(values) => reject.mutateAsync({ ...item!, description: values.description.trim() })}
      onClose={onClose}
    >
      {() => <TextAreaField name="description" label={t('companyUser.rejectReason')} required rows={3} />}
    </CrudDialog>
  );
}
