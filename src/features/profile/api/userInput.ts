/** The fields of a loaded user that a profile save sends back (legislation and profile screens). */
import type { User, UserInput } from '@/api/types';

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
