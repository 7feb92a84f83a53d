/**
 * The ticket dialog. New: a member's ticket (subject 1–3, first message, photos sent once it exists) or an
 * administrator's message to all or picked users (subject 1–4). Existing: the chat with pictures inline, a
 * message box and a photo button; administrators also assign it. Archived tickets and, for members,
 * announcements show the closed notice instead of anything to write.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Col, Descriptions, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { errorsOf } from '@/components/ErrorAlert';
import { CheckboxField } from '@/components/form/CheckboxField';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { UploadButton } from '@/components/UploadButton';
import { EMPTY_ID, type Id } from '@/api/types';
import { translateErrors } from '@/i18n';
import { raiseUpdateNotification } from '@/lib/events';
import { formatDateTime } from '@/lib/format';
import { usePermissions } from '@/lib/access';
import { useTicket, type TicketDetail } from './api/getTicket';
import { useCreateTicket, type TicketSaveBody } from './api/createTicket';
import { useUpdateTicket } from './api/updateTicket';
import { useAddPhotoToChat } from './api/addPhotoToChat';
import { ChatHistory } from './ChatHistory';
import { UserPicker } from './UserPicker';
import { ADMIN_TICKET_SUBJECTS, MEMBER_TICKET_SUBJECTS } from '@/api/shared/statuses';
import { isClosedFor, isOutsideOfficeHours, statusColor, statusKey } from './labels';
import { useFeedback } from '@/lib/feedback';

/** Images or pdf, as the spec's attachment rule says (10 MB checked by the upload control). */
export const PHOTO_ACCEPT = 'image/*,.pdf,application/pdf';

export interface TicketFormValues {
  /** null = 0, "please choose". */
  subject: number | null;
  content: string;
  sendAllUser: boolean;
  selectedUsers: Id[];
  assignedUserId: Id | null;
}

export type TicketMode = 'memberNew' | 'adminNew' | 'reply';

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/**
 * New tickets need a subject (1–4) and a first message; an administrator's message needs its recipients unless
 * sent to all. A reply needs a message, except an administrator's change of the assignee alone.
 */
export function ticketSchema(mode: TicketMode, assignedBefore: Id | null = null) {
  const isNew = mode !== 'reply';
  return yup.object({
    subject: isNew
      ? yup
          .number()
          .nullable()
          .test('chosen', 'RequiredField', (v) => !!v && v > 0)
      : yup.number().nullable(),
    content: isNew
      ? yup.string().trim().required('RequiredField')
      : yup
          .string()
          .test(
            'message',
            'RequiredField',
            (v, ctx) => !blank(v) || (ctx.parent as TicketFormValues).assignedUserId !== assignedBefore,
          ),
    selectedUsers:
      mode === 'adminNew'
        ? yup
            .array()
            .of(yup.string())
            .test(
              'recipients',
              'RequiredField',
              (v, ctx) => (ctx.parent as TicketFormValues).sendAllUser || (v?.length ?? 0) > 0,
            )
        : yup.array(),
  });
}

/** The body of `createTicket`: the first message both as the ticket's content and as its first chat entry. */
export function toCreateBody(values: TicketFormValues, isAdmin: boolean): TicketSaveBody {
  const content = values.content.trim();
  return {
    // The form's select offers only the subjects of the contract's TicketSubject.
    ticket: {
      id: EMPTY_ID,
      subject: (values.subject ?? 0) as NonNullable<TicketSaveBody['ticket']['subject']>,
      content,
    },
    chats: [{ content }],
    ...(isAdmin
      ? {
          sendAllUser: values.sendAllUser,
          selectedUsers: values.sendAllUser ? [] : values.selectedUsers,
        }
      : {}),
  };
}

/** The body of `updateTicket`: the message (if any) and, for an administrator who changed it, the assignee. */
export function toUpdateBody(
  values: TicketFormValues,
  ticketId: Id,
  assignedBefore: Id | null,
  isAdmin: boolean,
): TicketSaveBody {
  const content = values.content.trim();
  const reassign = isAdmin && values.assignedUserId !== assignedBefore;
  return {
    ticket: { id: ticketId, ...(reassign ? { assignedUserId: values.assignedUserId } : {}) },
    chats: content ? [{ content }] : [],
  };
}

export interface TicketDialogProps {
  /** The ticket to open, EMPTY_ID for a new one, null when closed. */
  ticketId: Id | null;
  onClose: () => void;
  /** After a successful send (the page reopens an existing ticket to refresh its chat). */
  onSaved?: () => void;
}

export default function TicketDialog({ ticketId, onClose, onSaved }: TicketDialogProps) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { isAdmin } = usePermissions();
  const isNew = ticketId === EMPTY_ID;
  const query = useTicket(ticketId);
  const create = useCreateTicket();
  const update = useUpdateTicket();
  const addPhoto = useAddPhotoToChat();
  const [pending, setPending] = useState<File[]>([]);
  const detail = query.data;
  const assignedBefore = detail?.ticket.assignedUserId ?? null;
  const mode: TicketMode = !isNew ? 'reply' : isAdmin ? 'adminNew' : 'memberNew';
  const closed = !!detail && isClosedFor(detail.ticket, isAdmin);

  // Photos picked for a new ticket belong to that dialog only.
  useEffect(() => {
    setPending([]);
  }, [ticketId]);

  // Opening the ticket marked its replies read: the bell reloads its count now.
  useEffect(() => {
    if (query.isSuccess) raiseUpdateNotification();
  }, [query.isSuccess, query.dataUpdatedAt]);

  const initialValues = useMemo<TicketFormValues>(
    () => ({ ...EMPTY_VALUES, assignedUserId: assignedBefore }),
    // Only the assignee comes from the record: a refreshed chat must not wipe a message being typed.
    [assignedBefore],
  );
  const schema = useMemo(() => ticketSchema(mode, assignedBefore), [mode, assignedBefore]);

  const showErrors = (e: unknown) => {
    modal.error({
      title: t('common.error'),
      content: translateErrors(errorsOf(e)).map((x, i) => <div key={i}>{x}</div>),
    });
  };

  const warnOfficeHours = () => {
    if (!isAdmin && isOutsideOfficeHours()) void message.warning(t('ticket.officeHoursWarning'), 8);
  };

  const save = async (values: TicketFormValues) => {
    if (isNew) {
      const created = await create.mutateAsync(toCreateBody(values, isAdmin));
      if (!isAdmin && pending.length > 0 && created[0]) {
        // The ticket exists now: its photos follow. A refused photo does not undo the ticket.
        await addPhoto.mutateAsync({ ticketId: created[0].id, files: pending }).catch(showErrors);
      }
    } else {
      await update.mutateAsync(toUpdateBody(values, ticketId!, assignedBefore, isAdmin));
    }
    if (!blank(values.content) || pending.length > 0) warnOfficeHours();
  };

  const subjects = (isAdmin ? ADMIN_TICKET_SUBJECTS : MEMBER_TICKET_SUBJECTS).map((s) => ({
    value: s,
    label: t(`ticketSubject.${s}`),
  }));

  const title = isNew
    ? t(isAdmin ? 'ticket.sendToUser' : 'ticket.new')
    : detail
      ? `${t('ticket.ticket')}: ${t(`ticketSubject.${detail.ticket.subject}`)}`
      : t('ticket.ticket');

  return (
    <CrudDialog<TicketFormValues>
      open={!!ticketId}
      title={title}
      width={680}
      loading={!isNew && query.isPending}
      loadError={query.error}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
      okText={t('ticket.send')}
      readOnly={closed}
    >
      {(formik) => (
        <>
          {detail && <TicketSummary detail={detail} isAdmin={isAdmin} />}
          {detail && <ChatHistory detail={detail} isAdmin={isAdmin} />}
          {closed ? (
            <Alert type="info" showIcon title={t('ticket.closedNotice')} style={{ marginBottom: 16 }} />
          ) : (
            <>
              {isNew && (
                <SelectField<number>
                  name="subject"
                  label={t('field.subject')}
                  required
                  options={subjects}
                  placeholder={t('ticketSubject.0')}
                />
              )}
              {mode === 'adminNew' && (
                <Row gutter={16} align="middle">
                  <Col xs={24}>
                    <CheckboxField name="sendAllUser">{t('ticket.sendAllUsers')}</CheckboxField>
                  </Col>
                  <Col xs={24}>
                    <UserPicker
                      name="selectedUsers"
                      label={t('field.selectedUsers')}
                      required={!formik.values.sendAllUser}
                      disabled={formik.values.sendAllUser}
                    />
                  </Col>
                </Row>
              )}
              {isAdmin && detail && (
                <SelectField<Id>
                  name="assignedUserId"
                  label={t('field.assignedUserId')}
                  allowClear
                  placeholder={t('ticket.unassigned')}
                  options={detail.admins.map((a) => ({ value: a.id, label: a.fullName || a.userName }))}
                />
              )}
              <TextAreaField name="content" label={t('ticket.message')} required={isNew} rows={3} />
              {mode !== 'adminNew' && (
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
                  <UploadButton
                    accept={PHOTO_ACCEPT}
                    multiple
                    label={t('ticket.addPhoto')}
                    successToast={!isNew}
                    upload={async (files) => {
                      if (isNew) setPending((p) => [...p, ...files]);
                      else await addPhoto.mutateAsync({ ticketId: ticketId!, files });
                    }}
                    onUploaded={() => {
                      if (!isNew) warnOfficeHours();
                    }}
                  />
                  {pending.map((f, i) => (
                    <Tag
                      key={`${f.name}-${i}`}
                      closable
                      closeIcon={<span aria-label={`${t('common.remove')} ${f.name}`}>×</span>}
                      onClose={() => setPending((p) => p.filter((_, j) => j !== i))}
                      style={{ alignSelf: 'center' }}
                    >
                      {f.name}
                    </Tag>
                  ))}
                </div>
              )}
            </>
          )}
        </>
      )}
    </CrudDialog>
  );
}

/** Subject, status, date and (for administrators) whose ticket it is. */
function TicketSummary({ detail, isAdmin }: { detail: TicketDetail; isAdmin: boolean }) {
  const { t } = useTranslation();
  const { ticket } = detail;
  const items = [
    {
      key: 'status',
      label: t('field.status'),
      children: <Tag color={statusColor(ticket, isAdmin)}>{t(statusKey(ticket, isAdmin))}</Tag>,
    },
    { key: 'date', label: t('field.modificationDate'), children: formatDateTime(ticket.modificationDate) },
    ...(isAdmin
      ? [
          { key: 'user', label: t('field.userFullName'), children: ticket.userFullName ?? '' },
          { key: 'tyUser', label: t('field.trendyolUserName'), children: ticket.trendyolUserName ?? '' },
          { key: 'company', label: t('field.companyName'), children: ticket.companyName ?? '' },
        ]
      : []),
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} style={{ marginBottom: 12 }} />;
}

const EMPTY_VALUES: TicketFormValues = {
  subject: null,
  content: '',
  sendAllUser: false,
  selectedUsers: [],
  assignedUserId: null,
};
