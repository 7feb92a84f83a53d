/** Query keys of the brand users (the brands themselves use the shared `companyKeys`; the home page counts these). */
export { companyUserKeys } from '@/api/shared/keys';
