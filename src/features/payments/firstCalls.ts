/**
 * The payment list's query, by audience, and the page's first calls (src/lib/first-calls.ts): a module of its own, so
 * the router starts them with the page's code instead of after it.
 */
import { allPaymentTrackingsQueryOptions } from '@/api/shared/getPaymentTrackings';
import { allCompaniesQueryOptions, DEFAULT_BRAND_FILTER } from '@/api/shared/getCompanies';
import { getDefinitionsQueryOptions } from '@/api/shared/getDefinitions';
import { pagedListQuery, readFilters } from '@/hooks/usePagedList';
import type { FirstCalls } from '@/lib/first-calls';
import { MEMBER_SORT, paymentListOptions } from './api/getPaymentTrackings';
import { ALL_STATUSES } from './status';

/** The list's filters, in the address (src/hooks/usePagedList.ts), so the home page's tiles can link to them. */
export const filterDefaults = (isAdmin: boolean) => ({
  statusFilter: ALL_STATUSES,
  companyId: isAdmin ? DEFAULT_BRAND_FILTER : undefined,
});

/**
 * The list's query: the administrator's, by status and brand; a member's, newest invoice period first, filtered by
 * status only when a home-page link asks.
 */
export const listOptions = (
  isAdmin: boolean,
  { statusFilter, companyId }: { statusFilter: number; companyId?: string },
) =>
  isAdmin
    ? paymentListOptions({ statusFilter, companyId })
    : paymentListOptions(statusFilter === ALL_STATUSES ? {} : { statusFilter }, MEMBER_SORT);

/**
 * The first page of rows; a member's every row (their summary and chart) and next payment date, or the
 * administrator's every brand (the filter, in the toolbar's chunk): asked for beside the page's first render
 * (src/lib/first-calls.ts).
 */
export const firstCalls: FirstCalls = ({ client, access: { isAdmin }, search }) => {
  const filters = readFilters(filterDefaults(isAdmin), search);
  void client.prefetchQuery(pagedListQuery(listOptions(isAdmin, filters), search));
  if (isAdmin) void client.prefetchQuery(allCompaniesQueryOptions);
  else {
    void client.prefetchQuery(allPaymentTrackingsQueryOptions());
    void client.prefetchQuery(getDefinitionsQueryOptions());
  }
};
