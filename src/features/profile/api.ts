/** Profile calls: read (own or another user's) and save. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User, UserInput, UserWithRoles } from '@/api/types';

export const profileKey = (id: string | null) => ['profile', id ?? 'me'] as const;

/** `GET /api/profile` (own) or `GET /api/profile?id=` (another user's, administrators). */
export function useProfile(id: string | null) {
  return useQuery({
    queryKey: profileKey(id),
    queryFn: () => api.get<UserWithRoles>('/api/profile', id ? { id } : undefined),
    staleTime: 0,
  });
}

export const saveProfile = (user: UserInput & { doesIsMatchTrendyol?: boolean }) =>
  api.put<User>('/api/profile', { user });

/** The fields of a loaded user that a profile save sends back (legislation and profile screens). */
export function userInputOf(user: User): UserInput {
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    instagramUserName: user.instagramUserName,
    instagramFollowerCount: user.instagramFollowerCount,
    trendyolUserName: user.trendyolUserName,
    trendyolStatus: user.trendyolStatus,
    isHaveCompany: user.isHaveCompany,
    companyType: user.companyType,
    bankAccountFullName: user.bankAccountFullName,
    identityNumber: user.identityNumber,
    companyName: user.companyName,
    taxNumber: user.taxNumber,
    ibanNumber: user.ibanNumber,
    address: user.address,
    city: user.city,
    province: user.province,
    isUseLegislation: user.isUseLegislation,
    legislationFullName: user.legislationFullName,
    legislationIdentityNumber: user.legislationIdentityNumber,
    legislationIbanNumber: user.legislationIbanNumber,
  };
}
