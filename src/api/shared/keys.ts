/**
 * Query keys of data several features share (a feature's own data has its key factory in its api/keys.ts):
 * brands (every brand filter and the brand screen), users (the user screens and the ticket user picker),
 * definitions (the next payment date) and the notification count (the bell and the ticket screen); and the
 * payment rows, tickets, brand users and the own profile, which the home page counts (its figures refresh when
 * those features' mutations invalidate these keys).
 */
import { queryKeys } from '@/lib/query-keys';

export const companyKeys = queryKeys('companies');
export const userKeys = queryKeys('users');
export const definitionKeys = { all: ['definitions'] as const };
export const notificationKeys = {
  all: ['notification-count'] as const,
  count: (userName: string | undefined) => ['notification-count', userName ?? ''] as const,
};
export const paymentKeys = queryKeys('payments');
export const ticketKeys = queryKeys('tickets');
/** The brand users (the brands themselves use `companyKeys`). */
export const companyUserKeys = queryKeys('company-users');
/** `detail(null)` is the caller's own profile. */
export const profileKeys = queryKeys('profile');
