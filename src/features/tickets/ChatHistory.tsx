/** The chat of a ticket: the member's messages on one side, the agency's on the other; pictures inline. */
import { useEffect, useRef } from 'react';
import { Empty, Image, Typography, theme } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { blobUrl } from '@/config/env';
import { formatDateTime } from '@/lib/format';
import type { TicketDetail } from './api/getTicket';

const isPdf = (path: string) => /\.pdf$/i.test(path);

export interface ChatHistoryProps {
  detail: TicketDetail;
  /** Administrators see who wrote; members see 'you' and 'support team'. */
  isAdmin: boolean;
}

export function ChatHistory({ detail, isAdmin }: ChatHistoryProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { ticket, chats, admins } = detail;
  const end = useRef<HTMLDivElement>(null);

  // A block body: Chromium's scrollIntoView returns a Promise, which React would take for the cleanup function
  // and call when the chat unmounts ("is not a function": closing and reopening a ticket crashed the route).
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chats.length]);

  const author = (userId: string) => {
    if (userId === ticket.userId)
      return isAdmin ? ticket.userFullName || ticket.trendyolUserName || t('ticket.member') : t('ticket.you');
    if (!isAdmin) return t('ticket.supportTeam');
    const admin = admins.find((a) => a.id === userId);
    return admin ? admin.fullName || admin.userName : t('ticket.supportTeam');
  };

  if (chats.length === 0) return <Empty description={t('ticket.noMessages')} />;

  return (
    <section
      aria-label={t('ticket.history')}
      // A scrolling region takes focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{
        maxHeight: 340,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: 8,
        marginBottom: 16,
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {chats.map((chat, i) => {
        const own = chat.userId === ticket.userId;
        return (
          <div
            key={i}
            data-testid="chat-message"
            style={{
              alignSelf: own ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              minWidth: 0,
              padding: '6px 10px',
              borderRadius: token.borderRadiusLG,
              background: own ? token.colorPrimaryBg : token.colorBgContainer,
              border: `1px solid ${token.colorBorderSecondary}`,
              overflowWrap: 'anywhere',
            }}
          >
            <Typography.Text strong style={{ fontSize: 12, display: 'block' }}>
              {author(chat.userId)}
            </Typography.Text>
            {!chat.isImage ? (
              <div style={{ whiteSpace: 'pre-wrap' }}>{chat.content}</div>
            ) : isPdf(chat.content) ? (
              <a href={blobUrl(chat.content)} target="_blank" rel="noopener noreferrer">
                <FilePdfOutlined /> {t('ticket.pdfAttachment')}
              </a>
            ) : (
              <Image
                src={blobUrl(chat.content)}
                alt={t('ticket.photoAlt', { author: author(chat.userId) })}
                width={160}
                style={{ maxWidth: '100%', height: 'auto' }}
              />
            )}
            <Typography.Text type="secondary" style={{ fontSize: 11, display: 'block', textAlign: 'end' }}>
              {formatDateTime(chat.created_at)}
            </Typography.Text>
          </div>
        );
      })}
      <div ref={end} />
    </section>
  );
}
