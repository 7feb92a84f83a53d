import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '@/lib/session';
import { paths } from '@/config/paths';

/**
 * Clears the stored sign-in data and goes to the login page. The navigation is flushed together with the
 * session change so the sign-in guard never sees the signed-out user on a signed-in page (which would add
 * a `redirect` back to it).
 */
export function useSignOutToLogin(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    signOut();
    void navigate(paths.login, { replace: true, flushSync: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
