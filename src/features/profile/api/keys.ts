/** Query keys of the profile feature: `detail(null)` is the caller's own profile (the home page reads it too). */
export { profileKeys } from '@/api/shared/keys';
