/**
 * The profile fields the spec requires (accounts-and-access §5, "Profile required"), by whether the member has a
 * company. One list for the server's check (mocks/handlers/profile.ts) and the home page's count of empty fields.
 * With a company, its type is required too (its own error, `CompanyTypeRequired`).
 */
export const REQUIRED_PROFILE_FIELDS = {
  always: [
    'fullName',
    'phoneNumber',
    'email',
    'instagramUserName',
    'trendyolUserName',
    'trendyolStatus',
    'ibanNumber',
    'address',
    'city',
    'province',
  ],
  withCompany: ['companyName', 'taxNumber'],
  withoutCompany: ['bankAccountFullName', 'identityNumber'],
} as const;

/** The required fields of a profile with or without a company (the company type aside). */
export const requiredProfileFields = (isHaveCompany: boolean): readonly string[] => [
  ...REQUIRED_PROFILE_FIELDS.always,
  ...(isHaveCompany ? REQUIRED_PROFILE_FIELDS.withCompany : REQUIRED_PROFILE_FIELDS.withoutCompany),
];
