/** Query keys of the tickets feature (shared: the home page counts tickets). */
export { ticketKeys } from '@/api/shared/keys';
