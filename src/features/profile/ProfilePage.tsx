/**
 * /admin/profile (optional `?id=`): the signed-in user's profile, or — for administrators — another user's.
 * Every field of the user grouped in cards, client validation as in spec section 5, server errors in a red
 * alert at the top (the form keeps what was typed), 'Successful' for 3 s and a reload after a save.
 *
 * The form (./ProfileForm.tsx: its fields, masks and validation) is a chunk of its own, fetched beside the profile's
 * call rather than before it: the page shows its spinner until both are in.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert, errorsOf } from '@/components/ErrorAlert';
import { PageLoading } from '@/components/PageLoading';
import { useDeferredAnswer } from '@/hooks/useDeferredAnswer';
import { usePermissions } from '@/lib/access';
import { useProfile } from './api/getProfile';

const loadForm = () => import('./ProfileForm');
const ProfileForm = lazy(loadForm);

export default function ProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') || null;
  const profile = useProfile(id);
  // The form (some thirty fields) is drawn in a background render, not in the task that handles the answer.
  const answer = useDeferredAnswer(profile);
  const { isAdmin } = usePermissions();
  useEffect(() => {
    void loadForm();
  }, []);

  return (
    <div className="profile-page" style={{ maxWidth: 1200 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('profile.title')}
      </Typography.Title>
      {!answer.data && answer.pending && <PageLoading />}
      {profile.isError && <ErrorAlert errors={errorsOf(profile.error)} />}
      {answer.data && (
        <Suspense fallback={<PageLoading />}>
          <ProfileForm user={answer.data.user} isAdmin={isAdmin} otherUserId={id} key={answer.data.user.id} />
        </Suspense>
      )}
    </div>
  );
}
