/**
 * Form values, client validation (spec section 5) and the conversion to the save payload of the profile and
 * legislation screens. Messages are i18n keys: RequiredField ('Bu alan gerekli!'), CompanyTypeRequired,
 * InvalidIban and InvalidIdentityNumber (the three save-time messages).
 */
import * as yup from 'yup';
import { email } from '@/lib/validation';
import type { FormikErrors } from 'formik';
import type { User, UserInput } from '@/api/types';
import type { ErrorItem } from '@/i18n';
import {
  compactIban,
  compactPhone,
  digitsOf,
  formatIban,
  formatPhone,
  IBAN_MASKED_LENGTH,
  IDENTITY_LENGTH,
} from './masks';
import { userInputOf } from './api/userInput';

export interface ProfileValues {
  fullName: string;
  phoneNumber: string;
  email: string;
  instagramUserName: string;
  instagramFollowerCount: string;
  trendyolUserName: string;
  trendyolStatus: number | null;
  isHaveCompany: boolean;
  companyType: number | null;
  companyName: string;
  taxNumber: string;
  bankAccountFullName: string;
  identityNumber: string;
  ibanNumber: string;
  address: string;
  city: string;
  province: string;
  newTvCommissionPercentage: number | null;
  doesIsMatchTrendyol: boolean;
}

/** Field order on the screen, used to list client errors in the same order in the alert. */
export const PROFILE_FIELDS: (keyof ProfileValues)[] = [
  'fullName',
  'phoneNumber',
  'email',
  'instagramUserName',
  'instagramFollowerCount',
  'trendyolUserName',
  'trendyolStatus',
  'isHaveCompany',
  'companyType',
  'companyName',
  'taxNumber',
  'bankAccountFullName',
  'identityNumber',
  'ibanNumber',
  'address',
  'city',
  'province',
  'newTvCommissionPercentage',
  'doesIsMatchTrendyol',
];

/** trendyolStatus options in the order the spec gives (6 before 5). */
export const TRENDYOL_STATUS_ORDER = [1, 2, 3, 4, 6, 5] as const;
export const COMPANY_TYPES = [1, 2, 3] as const;

const text = (v: string | null | undefined) => v ?? '';
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function profileValuesOf(user: User): ProfileValues {
  return {
    fullName: text(user.fullName),
    phoneNumber: formatPhone(user.phoneNumber),
    email: text(user.email),
    instagramUserName: text(user.instagramUserName),
    instagramFollowerCount: user.instagramFollowerCount === null ? '' : String(user.instagramFollowerCount),
    trendyolUserName: text(user.trendyolUserName),
    trendyolStatus: user.trendyolStatus,
    isHaveCompany: user.isHaveCompany,
    companyType: user.companyType,
    companyName: text(user.companyName),
    taxNumber: text(user.taxNumber),
    bankAccountFullName: text(user.bankAccountFullName),
    identityNumber: text(user.identityNumber),
    ibanNumber: formatIban(user.ibanNumber),
    address: text(user.address),
    city: text(user.city),
    province: text(user.province),
    newTvCommissionPercentage: user.newTvCommissionPercentage,
    doesIsMatchTrendyol: user.doesIsMatchTrendyol,
  };
}

const required = () => yup.string().trim().required('RequiredField');
const optional = () => yup.string().trim();

export const profileSchema = yup.object({
  fullName: required(),
  phoneNumber: required(),
  email: email(),
  instagramUserName: required(),
  instagramFollowerCount: optional(),
  trendyolUserName: required(),
  trendyolStatus: yup.number().nullable().required('RequiredField'),
  isHaveCompany: yup.boolean(),
  companyType: yup
    .number()
    .nullable()
    .when('isHaveCompany', {
      is: true,
      then: (s) => s.required('CompanyTypeRequired'),
    }),
  companyName: optional().when('isHaveCompany', { is: true, then: (s) => s.required('RequiredField') }),
  taxNumber: optional().when('isHaveCompany', { is: true, then: (s) => s.required('RequiredField') }),
  bankAccountFullName: optional().when('isHaveCompany', {
    is: false,
    then: (s) => s.required('RequiredField'),
  }),
  identityNumber: optional().when('isHaveCompany', {
    is: false,
    then: (s) => s.required('RequiredField').min(IDENTITY_LENGTH, 'InvalidIdentityNumber'),
  }),
  ibanNumber: required().min(IBAN_MASKED_LENGTH, 'InvalidIban'),
  address: required(),
  city: required(),
  province: required(),
  newTvCommissionPercentage: yup.number().nullable(),
  doesIsMatchTrendyol: yup.boolean(),
});

/** A profile save; administrators may also set the marketplace match (the server reads it for them). */
export type ProfileInput = UserInput & { doesIsMatchTrendyol?: boolean };

/** The save payload: the loaded user with the form's values; phone as digits, IBAN as 'TR' + 24 digits. */
export function profileInputOf(user: User, values: ProfileValues, isAdmin: boolean): ProfileInput {
  const company = values.isHaveCompany;
  const input: ProfileInput = {
    ...userInputOf(user),
    fullName: orNull(values.fullName),
    phoneNumber: compactPhone(values.phoneNumber),
    email: values.email.trim(),
    instagramUserName: orNull(values.instagramUserName),
    instagramFollowerCount: digitsOf(values.instagramFollowerCount)
      ? Number(values.instagramFollowerCount)
      : null,
    trendyolUserName: orNull(values.trendyolUserName),
    trendyolStatus: values.trendyolStatus as UserInput['trendyolStatus'],
    isHaveCompany: company,
    companyType: company ? (values.companyType as UserInput['companyType']) : null,
    companyName: company ? orNull(values.companyName) : null,
    taxNumber: company ? orNull(values.taxNumber) : null,
    bankAccountFullName: company ? null : orNull(values.bankAccountFullName),
    identityNumber: company ? null : orNull(values.identityNumber),
    ibanNumber: compactIban(values.ibanNumber),
    address: orNull(values.address),
    city: orNull(values.city),
    province: orNull(values.province),
  };
  if (isAdmin) {
    input.newTvCommissionPercentage = values.newTvCommissionPercentage;
    input.doesIsMatchTrendyol = values.doesIsMatchTrendyol;
  }
  return input;
}

export interface LegislationValues {
  isUseLegislation: boolean;
  legislationFullName: string;
  legislationIdentityNumber: string;
  legislationIbanNumber: string;
}

export const LEGISLATION_FIELDS: (keyof LegislationValues)[] = [
  'isUseLegislation',
  'legislationFullName',
  'legislationIdentityNumber',
  'legislationIbanNumber',
];

export function legislationValuesOf(user: User): LegislationValues {
  return {
    isUseLegislation: user.isUseLegislation,
    legislationFullName: text(user.legislationFullName),
    legislationIdentityNumber: text(user.legislationIdentityNumber),
    legislationIbanNumber: formatIban(user.legislationIbanNumber),
  };
}

/** When the legislation account is used and a field is filled: IBAN at least 32, identity number 11. */
export const legislationSchema = yup.object({
  isUseLegislation: yup.boolean(),
  legislationFullName: optional(),
  legislationIdentityNumber: optional().when('isUseLegislation', {
    is: true,
    then: (s) => s.test('length', 'InvalidIdentityNumber', (v) => !v || v.length >= IDENTITY_LENGTH),
  }),
  legislationIbanNumber: optional().when('isUseLegislation', {
    is: true,
    then: (s) => s.test('length', 'InvalidIban', (v) => !v || v.length >= IBAN_MASKED_LENGTH),
  }),
});

export function legislationInputOf(user: User, values: LegislationValues): UserInput {
  return {
    ...userInputOf(user),
    isUseLegislation: values.isUseLegislation,
    legislationFullName: orNull(values.legislationFullName),
    legislationIdentityNumber: orNull(values.legislationIdentityNumber),
    legislationIbanNumber: compactIban(values.legislationIbanNumber),
  };
}

/**
 * Formik's client errors as alert items, in screen order. A required field carries its name so the alert
 * says which one ('Bu alan gerekli! (Ad Soyad)').
 */
export function clientErrorItems<V>(errors: FormikErrors<V>, order: (keyof V)[]): ErrorItem[] {
  return order
    .filter((field) => typeof errors[field] === 'string')
    .map((field) => {
      const name = errors[field] as string;
      return { name, value: name === 'RequiredField' ? String(field) : null };
    });
}

/**
 * Save button handler: validates, and when the client finds problems lists them in the page's red alert
 * (and scrolls up to it) besides the messages under the fields; then lets Formik submit (which only calls
 * `onSubmit` when the values are valid).
 */
export async function validateThenSubmit<V>(
  formik: { validateForm: () => Promise<FormikErrors<V>>; submitForm: () => Promise<unknown> },
  order: (keyof V)[],
  showErrors: (items: ErrorItem[]) => void,
): Promise<void> {
  const items = clientErrorItems(await formik.validateForm(), order);
  if (items.length > 0) {
    showErrors(items);
    scrollToTop();
  }
  await formik.submitForm();
}

export const scrollToTop = () => window.scrollTo({ top: 0 });
