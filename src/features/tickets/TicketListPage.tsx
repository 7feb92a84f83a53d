/**
 * Support tickets. Members: their own tickets, a new-ticket button and the two legal notices. Administrators:
 * every member's tickets with search, status and brand filters, 'only assigned to me', 'archived', an archive
 * icon per row, and 'send message to user' instead of a new ticket.
 */
import { useRef, useState } from 'react';
import { Button, Checkbox, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { InboxOutlined, MessageOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/PagedTable';
import { ActionButton, RowActions } from '@/components/RowActions';
import { useListFilters } from '@/hooks/usePagedList';
import { useConfirmAction } from '@/components/ConfirmAction';
import { BrandFilter } from '@/components/BrandFilter';
import { lazyDialog } from '@/components/lazyDialog';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { usePermissions } from '@/lib/access';
import { EMPTY_ID, type Id, type Ticket } from '@/api/types';
import { useTickets, type TicketFilters } from './api/getTickets';
import { useArchiveTicket } from './api/archiveTicket';
import { TICKET_STATUS, TICKET_SUBJECT } from '@/api/shared/statuses';
import { STATUS_FILTERS, statusColor, statusKey } from './labels';

/** Loads with its first opening (src/components/lazyDialog.tsx). */
const TicketDialog = lazyDialog(
  () => import('./TicketDialog').then((m) => m.default),
  (p) => !!p.ticketId,
);

/** The two legal notices a member sees under the list (docs/decisions.md "Ticket screen"). */
export const LEGAL_NOTICES = [
  { href: paths.privacy, label: 'ticket.privacyNotice' },
  { href: paths.contract('data'), label: 'ticket.dataNotice' },
] as const;

interface OpenTicket {
  id: Id;
  /** Bumped to reopen the same ticket (a fresh dialog and chat). */
  round: number;
}

export default function TicketListPage() {
  const { t } = useTranslation();
  const { isAdmin } = usePermissions();
  // The filters live in the address (src/hooks/usePagedList.ts), so the home page's tiles can link to them.
  const { filters, setFilter } = useListFilters({
    statusFilter: 0,
    // A ticket has no brand: the filter starts on every brand (no marketplace entry, src/components/BrandFilter.tsx).
    companyId: undefined as string | undefined,
    getOnlyAssignedToMe: false,
    getOnlyArchived: false,
  });
  const { statusFilter, companyId, getOnlyAssignedToMe: onlyMine, getOnlyArchived: archived } = filters;
  const setStatusFilter = (v: number) => setFilter('statusFilter', v);
  const setCompanyId = (v: string | undefined) => setFilter('companyId', v);
  const params: TicketFilters = isAdmin
    ? {
        statusFilter,
        ...(companyId === undefined ? {} : { companyId }),
        getOnlyAssignedToMe: onlyMine,
        // Closed tickets are the archived ones: the 'closed' filter would find nothing among the others.
        getOnlyArchived: archived || statusFilter === TICKET_STATUS.closed,
      }
    : // A member's status filter comes only from a link (the home page's "awaiting your reply").
      { getOnlyArchived: archived, ...(statusFilter ? { statusFilter } : {}) };
  const list = useTickets(params);
  const archive = useArchiveTicket();
  const confirm = useConfirmAction();

  const [open, setOpen] = useState<OpenTicket | null>(null);
  const reopen = useRef<OpenTicket | null>(null);
  const show = (id: Id) => setOpen((o) => ({ id, round: (o?.round ?? 0) + 1 }));
  // After sending on an existing ticket the dialog closes and opens it again, with its refreshed chat.
  const onSaved = () => {
    if (open && open.id !== EMPTY_ID) reopen.current = { id: open.id, round: open.round + 1 };
  };
  const onClose = () => {
    setOpen(reopen.current);
    reopen.current = null;
  };

  const askArchive = (ticket: Ticket) =>
    confirm({
      content: t('ticket.archiveConfirm'),
      okText: t('ticket.archive'),
      action: () => archive.mutateAsync(ticket.id),
    });

  const subjectColumn: TableColumnsType<Ticket>[number] = {
    title: t('field.subject'),
    dataIndex: 'subject',
    key: 'subject',
    sorter: true,
    render: (subject: number) =>
      subject === TICKET_SUBJECT.announcement ? (
        <Tag color="purple">{t('ticket.announcement')}</Tag>
      ) : (
        t(`ticketSubject.${subject}`)
      ),
  };
  const contentColumn: TableColumnsType<Ticket>[number] = {
    title: t('field.content'),
    dataIndex: 'content',
    key: 'content',
    sorter: true,
    render: (content: string | null) => (
      <Typography.Text ellipsis style={{ maxWidth: 280, display: 'inline-block' }} title={content ?? ''}>
        {content}
      </Typography.Text>
    ),
  };
  const statusColumn: TableColumnsType<Ticket>[number] = {
    title: t('field.status'),
    dataIndex: 'status',
    key: 'status',
    sorter: true,
    render: (_: number, ticket) => (
      <Tag color={statusColor(ticket, isAdmin)}>{t(statusKey(ticket, isAdmin))}</Tag>
    ),
  };
  const dateColumn: TableColumnsType<Ticket>[number] = {
    title: t('field.modificationDate'),
    dataIndex: 'modificationDate',
    key: 'modificationDate',
    sorter: true,
    render: (value: string) => formatDateTime(value),
  };
  const actionsColumn: TableColumnsType<Ticket>[number] = {
    title: t('common.actions'),
    key: 'actions',
    render: (_: unknown, ticket) => (
      <RowActions name={ticket.content ?? ''}>
        <ActionButton
          label={t('ticket.open')}
          name={ticket.content ?? ''}
          icon={<MessageOutlined />}
          onClick={() => show(ticket.id)}
        />
        {isAdmin && !ticket.isArchived && (
          <ActionButton
            label={t('ticket.archive')}
            name={ticket.content ?? ''}
            danger
            icon={<InboxOutlined />}
            onClick={() => askArchive(ticket)}
          />
        )}
      </RowActions>
    ),
  };

  const columns: TableColumnsType<Ticket> = isAdmin
    ? [
        subjectColumn,
        { title: t('field.userFullName'), dataIndex: 'userFullName', key: 'userFullName', sorter: true },
        {
          title: t('field.trendyolUserName'),
          dataIndex: 'trendyolUserName',
          key: 'trendyolUserName',
          sorter: true,
        },
        { title: t('field.companyName'), dataIndex: 'companyName', key: 'companyName', sorter: true },
        contentColumn,
        statusColumn,
        dateColumn,
        actionsColumn,
      ]
    : [subjectColumn, contentColumn, statusColumn, dateColumn, actionsColumn];

  const archivedBox = (
    <Checkbox checked={archived} onChange={(e) => setFilter('getOnlyArchived', e.target.checked)}>
      {t(isAdmin ? 'ticket.archived' : 'ticket.closedTickets')}
    </Checkbox>
  );

  return (
    <div data-testid="ticket-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.tickets')}
      </Typography.Title>
      {isAdmin && (
        // The two list options on their own line: beside the search, the filters and the send button they would
        // make the toolbar wrap at 1366 px, with the checkboxes out of line.
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: '4px 16px',
            marginBottom: 8,
          }}
        >
          <Checkbox checked={onlyMine} onChange={(e) => setFilter('getOnlyAssignedToMe', e.target.checked)}>
            {t('ticket.onlyAssignedToMe')}
          </Checkbox>
          {archivedBox}
        </div>
      )}
      <PagedTable<Ticket>
        list={list}
        columns={columns}
        searchable={isAdmin}
        filterTags={
          !isAdmin && statusFilter
            ? [
                {
                  key: 'statusFilter',
                  label: `${t('field.status')}: ${t(`ticketStatus.member.${statusFilter}`)}`,
                  onClose: () => setStatusFilter(0),
                },
              ]
            : []
        }
        tableProps={{
          onRow: (ticket) => ({ onDoubleClick: () => show(ticket.id) }),
          // Narrower than this the table scrolls inside its box; wider, its text wraps (with the default
          // 'max-content' nothing wraps and the administrator's table overflows its box at 1366 px).
          scroll: { x: isAdmin ? 900 : 640 },
        }}
        toolbar={
          isAdmin ? (
            <>
              <Select
                aria-label={t('field.statusFilter')}
                value={statusFilter}
                onChange={setStatusFilter}
                options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`ticketStatusFilter.admin.${s}`) }))}
                style={{ minWidth: 150 }}
              />
              <BrandFilter value={companyId} onChange={setCompanyId} marketplace={false} />
              <Button type="primary" icon={<SendOutlined />} onClick={() => show(EMPTY_ID)}>
                {t('ticket.sendToUser')}
              </Button>
            </>
          ) : (
            <>
              {archivedBox}
              <Button type="primary" icon={<PlusOutlined />} onClick={() => show(EMPTY_ID)}>
                {t('ticket.new')}
              </Button>
            </>
          )
        }
      />
      {!isAdmin && (
        <nav aria-label={t('ticket.legalNotices')} style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {LEGAL_NOTICES.map((n) => (
            <a key={n.href} href={n.href} target="_blank" rel="noopener noreferrer">
              {t(n.label)}
            </a>
          ))}
        </nav>
      )}
      <TicketDialog key={open?.round ?? 0} ticketId={open?.id ?? null} onClose={onClose} onSaved={onSaved} />
    </div>
  );
}
