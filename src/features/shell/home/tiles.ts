/**
 * The home page's count tiles as data: each names the list route it opens and its counts, each count a list call
 * with filters and `pageSize=1` (the answer's `totalCount`), or the call of a page another tile shows. A count's
 * `filters` are exactly the list's address filters (src/hooks/usePagedList.ts `useListFilters`), so the link carries
 * every filter that produced the number: the tile and the list it opens agree (docs/decisions.md "The home page
 * shows each user's next steps").
 */
import type { RouteId } from '@/config/routeTable';
import type { FilterValues } from '@/hooks/usePagedList';
import type { Paged } from '@/api/types';
import type { QueryKeys } from '@/lib/query-keys';
import { companyUserKeys, paymentKeys, ticketKeys } from '@/api/shared/keys';
import { getPaymentTrackings } from '@/api/shared/getPaymentTrackings';
import { getTickets } from '@/api/shared/getTickets';
import { getCompanyUsers } from '@/api/shared/getCompanyUsers';
import { requiredProfileFields } from '@/api/shared/profileFields';
import { COMPANY_USER_STATUS, PAYMENT_STATUS, TICKET_STATUS } from '@/api/shared/statuses';

/** The lists a tile can count, with their key factory (so the features' mutations refresh the counts). */
export const COUNTED_LISTS = {
  payments: { keys: paymentKeys, fetch: getPaymentTrackings as (q: object) => Promise<Paged<unknown>> },
  tickets: { keys: ticketKeys, fetch: getTickets as (q: object) => Promise<Paged<unknown>> },
  // The screen's `statusFilter` is kept by the app, not sent (src/api/shared/getCompanyUsers.ts).
  companyUsers: {
    keys: companyUserKeys,
    fetch: ({ statusFilter, ...q }: { statusFilter?: number; pageIndex?: number; pageSize?: number }) =>
      getCompanyUsers({ ...q, status: statusFilter }),
  },
} satisfies Record<string, { keys: QueryKeys; fetch: (q: object) => Promise<Paged<unknown>> }>;

export type CountedList = keyof typeof COUNTED_LISTS;

export interface CountDef {
  /** Test id and React key. */
  id: string;
  labelKey: string;
  list: CountedList;
  /** The list's address filters; `undefined` = "all" (e.g. every brand: `companyId=`). */
  filters: FilterValues;
  /**
   * The page of these filtered rows another tile shows (`pageSize`, `sortBy`): the count is that answer's
   * `totalCount`, so one call serves both. Without it, the count asks for one row.
   */
  page?: PageOfRows;
}

export interface PageOfRows {
  pageSize: number;
  sortBy?: string;
}

export interface TileDef {
  id: string;
  titleKey: string;
  /** The route the counts open: the tile shows only to users the route table lets in. */
  route: RouteId;
  counts: CountDef[];
}

/** What a count sends: the filters without the "all" ones, and one row (or the page it shares with a tile). */
export const countQuery = (filters: FilterValues, page: PageOfRows = { pageSize: 1 }) => ({
  ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
  pageIndex: 0,
  ...page,
});

/** The member's tickets the agency answered: counted on a tile, the latest five listed under the tiles. */
export const REPLIES_WAITING = { statusFilter: TICKET_STATUS.answered } as const;
export const LATEST_REPLIES_PAGE: PageOfRows = { pageSize: 5, sortBy: 'modificationDate desc' };

/** Every brand: the payment and ticket lists of an administrator start at the marketplace entry. */
const ALL_BRANDS = { companyId: undefined };

/** A member's next steps (their own rows: the server scopes them). */
export const MEMBER_TILES: TileDef[] = [
  {
    id: 'documents',
    titleKey: 'home.tile.documents',
    route: 'paymentTrackingList',
    counts: [
      {
        id: 'documents-new',
        labelKey: 'home.count.documentsNew',
        list: 'payments',
        filters: { statusFilter: PAYMENT_STATUS.sent },
      },
      {
        id: 'documents-revision',
        labelKey: 'home.count.documentsRevision',
        list: 'payments',
        filters: { statusFilter: PAYMENT_STATUS.revisionRequested },
      },
    ],
  },
  {
    id: 'replies',
    titleKey: 'home.tile.replies',
    route: 'ticketList',
    counts: [
      // The member's label of 'answered': 'Yanıt Bekleniyor'. The latest replies' call counts them too.
      {
        id: 'replies-waiting',
        labelKey: 'home.count.repliesWaiting',
        list: 'tickets',
        filters: REPLIES_WAITING,
        page: LATEST_REPLIES_PAGE,
      },
    ],
  },
];

/** An administrator's queue. */
export const ADMIN_TILES: TileDef[] = [
  {
    id: 'tickets',
    titleKey: 'home.tile.tickets',
    route: 'ticketList',
    counts: [
      {
        id: 'tickets-open',
        labelKey: 'home.count.ticketsOpen',
        list: 'tickets',
        filters: { statusFilter: TICKET_STATUS.awaitingAgency, ...ALL_BRANDS },
      },
    ],
  },
  {
    id: 'brandUsers',
    titleKey: 'home.tile.brandUsers',
    route: 'companyUser',
    counts: [
      {
        id: 'brand-users-pending',
        labelKey: 'home.count.brandUsersPending',
        list: 'companyUsers',
        filters: { statusFilter: COMPANY_USER_STATUS.pending },
      },
    ],
  },
  {
    id: 'invoices',
    titleKey: 'home.tile.invoices',
    route: 'paymentTrackingList',
    counts: [
      {
        id: 'invoices-signed',
        labelKey: 'home.count.invoicesSigned',
        list: 'payments',
        filters: { statusFilter: PAYMENT_STATUS.signed, ...ALL_BRANDS },
      },
      {
        id: 'invoices-revised',
        labelKey: 'home.count.invoicesRevised',
        list: 'payments',
        filters: { statusFilter: PAYMENT_STATUS.revisionArrived, ...ALL_BRANDS },
      },
    ],
  },
  {
    id: 'signatures',
    titleKey: 'home.tile.signatures',
    route: 'paymentTrackingList',
    counts: [
      {
        id: 'signatures-approved',
        labelKey: 'home.count.signaturesApproved',
        list: 'payments',
        filters: { statusFilter: PAYMENT_STATUS.signatureApproved, ...ALL_BRANDS },
      },
    ],
  },
  {
    id: 'uploads',
    titleKey: 'home.tile.uploads',
    route: 'paymentTrackingList',
    counts: [
      {
        id: 'uploads-waiting',
        labelKey: 'home.count.uploadsWaiting',
        list: 'payments',
        filters: { statusFilter: PAYMENT_STATUS.invoiceDue, ...ALL_BRANDS },
      },
    ],
  },
];

/** The required profile fields still empty. */
export function emptyProfileFields(user: Record<string, unknown>): string[] {
  const fields = [
    ...requiredProfileFields(Boolean(user.isHaveCompany)),
    ...(user.isHaveCompany ? ['companyType'] : []),
  ];
  return fields.filter((f) => {
    const v = user[f];
    return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  });
}
