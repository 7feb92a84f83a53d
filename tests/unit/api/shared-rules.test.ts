// @vitest-environment node
/**
 * The rules both the app and the mock spell: the status codes (src/api/shared/statuses.ts) are exactly the enums of
 * openapi.yaml and each has its labels; the payment row buttons are offered on the statuses of the spec, and the one
 * the screens narrow (the administrator's download of the member's document) stays within what the server allows
 * (src/api/shared/paymentActions.ts); the Excel export names the statuses as the screens do; the profile form
 * requires exactly the fields the server does (src/api/shared/profileFields.ts). The seeded permissions are the
 * app's names by type (mocks/seed/ids.ts `satisfies Record<PermissionName, string>`).
 */
import type { ValidationError } from 'yup';
import { spec } from '../../support/contract';
import { deref } from '../../../scripts/openapi.mjs';
import {
  ADMIN_TICKET_SUBJECTS,
  COMPANY_USER_STATUS,
  MEMBER_TICKET_SUBJECTS,
  PAYMENT_STATUS,
  PAYMENT_STATUSES,
  TICKET_STATUS,
  TICKET_SUBJECT,
} from '../../../src/api/shared/statuses';
import { fromStatuses } from '../../../src/api/shared/paymentActions';
import { ROW_ACTIONS } from '../../../src/features/payments/status';
import { STATUS_LABELS } from '../../../mocks/handlers/payments/export';
import trPayments from '../../../src/i18n/locales/tr/payments.json';
import enPayments from '../../../src/i18n/locales/en/payments.json';
import trTickets from '../../../src/i18n/locales/tr/tickets.json';
import enTickets from '../../../src/i18n/locales/en/tickets.json';
import trCompanies from '../../../src/i18n/locales/tr/companies.json';
import enCompanies from '../../../src/i18n/locales/en/companies.json';
import { requiredProfileFields } from '../../../src/api/shared/profileFields';
import { PROFILE_FIELDS, profileSchema } from '../../../src/features/profile/schema';

const enumOf = (schema: string): unknown[] => {
  const node = deref(spec, { $ref: `#/components/schemas/${schema}` }) as { enum?: unknown[] };
  return (node.enum ?? []).filter((v) => v !== null);
};
const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);

describe('status codes', () => {
  it.each([
    ['PaymentStatus', PAYMENT_STATUS],
    ['TicketStatus', TICKET_STATUS],
    ['TicketSubject', TICKET_SUBJECT],
    ['CompanyUserStatus', COMPANY_USER_STATUS],
  ] as const)('name exactly the values of %s in openapi.yaml', (schema, named) => {
    expect(sorted(Object.values(named))).toEqual(enumOf(schema));
  });

  it('an administrator chooses among every subject but "please choose", a member not the announcement', () => {
    expect(ADMIN_TICKET_SUBJECTS).toEqual(enumOf('TicketSubject').filter((s) => s !== TICKET_SUBJECT.none));
    expect(MEMBER_TICKET_SUBJECTS).toEqual(
      ADMIN_TICKET_SUBJECTS.filter((s) => s !== TICKET_SUBJECT.announcement),
    );
  });

  it('every status has its label in Turkish and English', () => {
    const keys = [
      ...PAYMENT_STATUSES.flatMap((s) => [`paymentStatus.admin.${s}`, `paymentStatus.member.${s}`]),
      ...Object.values(TICKET_STATUS).flatMap((s) => [`ticketStatus.admin.${s}`, `ticketStatus.member.${s}`]),
      ...Object.values(TICKET_SUBJECT).map((s) => `ticketSubject.${s}`),
      ...Object.values(COMPANY_USER_STATUS).map((s) => `companyUserStatus.${s}`),
    ];
    const tr: Record<string, string> = { ...trPayments, ...trTickets, ...trCompanies };
    const en: Record<string, string> = { ...enPayments, ...enTickets, ...enCompanies };
    expect(keys.filter((k) => !tr[k])).toEqual([]);
    expect(keys.filter((k) => !en[k])).toEqual([]);
  });

  it("the mock's Excel export names each status as the administrator's screens do", () => {
    const screens = Object.fromEntries(
      PAYMENT_STATUSES.map((s) => [s, (trPayments as Record<string, string>)[`paymentStatus.admin.${s}`]]),
    );
    expect(STATUS_LABELS).toEqual(screens);
  });
});

describe('payment row buttons', () => {
  it("offers the administrator the member's document only where the server serves it", () => {
    expect(fromStatuses('downloadMemberDocument')).toEqual(
      expect.arrayContaining([...ROW_ACTIONS.adminDownloadMember]),
    );
  });

  it('offers the buttons on the statuses of spec §4 "Payment actions"', () => {
    expect(ROW_ACTIONS).toEqual({
      memberUpload: [2, 6],
      memberView: [3, 7, 8],
      memberDelete: [3, 7, 8],
      adminUpload: [0],
      adminDownloadMember: [3],
      requestRevision: [3, 7],
      approve: [3, 7],
      adminDownload: [2, 6],
      adminDelete: [2, 6],
      paymentDone: [8],
    });
  });
});

describe('required profile fields', () => {
  /** The fields the profile form refuses as missing when everything is empty. */
  async function missing(isHaveCompany: boolean) {
    const empty = {
      ...Object.fromEntries(PROFILE_FIELDS.map((name) => [name, ''])),
      trendyolStatus: null,
      companyType: null,
      newTvCommissionPercentage: null,
      isHaveCompany,
      doesIsMatchTrendyol: false,
    };
    const refused = await profileSchema.validate(empty, { abortEarly: false }).then(
      () => [],
      (e: ValidationError) => e.inner,
    );
    return refused
      .filter((e) => ['RequiredField', 'CompanyTypeRequired'].includes(String(e.message)))
      .map((e) => e.path)
      .sort();
  }

  it.each([true, false])(
    'the form requires what the server requires (company: %s)',
    async (isHaveCompany) => {
      const server = [...requiredProfileFields(isHaveCompany), ...(isHaveCompany ? ['companyType'] : [])];
      expect(await missing(isHaveCompany)).toEqual(server.sort());
    },
  );
});
