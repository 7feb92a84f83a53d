import { formatDateTime } from '@/lib/format';
/**
 * Demo tools, only in mock builds (/mock, /mock/mailbox): the mailbox, the demo accounts and a reset of the
 * database to the seed, through the QA tools' handle (./panel/handle.ts): the in-browser server's, or a mock
 * server's admin API when the app runs with `mock: "off"` and a `mockServer`.
 */
import { use, useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Alert, Button, Card, Empty, Input, Space, Table, Tag, Typography, theme } from 'antd';
import { DatabaseOutlined, LoginOutlined, MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { DEMO } from '@mocks/seed/ids';
import { signInAs } from './api/login';
import { signIn } from '@/lib/session';
import { paths } from '@/config/paths';
import { translateErrors } from '@/i18n';
import { errorsOf } from '@/components/ErrorAlert';
import { LinkButton } from '@/components/LinkButton';
import { isMockReady, whenMockReady } from '@/lib/mock-gate';
import { mockHandle, type Mail } from './panel/handle';
import { useFeedback } from '@/lib/feedback';

/** The mails of the page's mock backend, newest first. */
const readMails = async (): Promise<Mail[]> => (await mockHandle()?.mails()) ?? [];

/** A link of this site as an in-app path; null for other origins. */
export function appPath(href: string): string | null {
  try {
    const url = new URL(href, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** A link another site serves: http(s) only (a mail from a mock server could carry `javascript:` or `data:`). */
export function webLink(href: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** The mailbox, re-read every second so mails sent from another screen (or another client) show up. */
function useMails(): [Mail[], () => void] {
  const [mails, setMails] = useState<Mail[]>([]);
  const reload = useCallback(() => {
    readMails().then(setMails, (e: unknown) => console.warn('[mock] mailbox', e));
  }, []);
  useEffect(() => {
    reload();
    const timer = setInterval(reload, 1000);
    return () => clearInterval(timer);
  }, [reload]);
  return [mails, reload];
}

function MailCard({ mail }: { mail: Mail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const html = useMemo(() => DOMPurify.sanitize(mail.html), [mail.html]);

  const open = (href: string) => {
    const path = appPath(href);
    if (path) void navigate(path);
    else if (webLink(href)) window.open(href, '_blank', 'noopener');
    else console.warn('[mock] mail link not opened (not http or https):', href);
  };

  // Links inside the body also stay in the app.
  const onBodyClick = (e: MouseEvent<HTMLDivElement>) => {
    const anchor = (e.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    open(href);
  };

  return (
    <Card
      size="small"
      title={<span style={{ whiteSpace: 'normal' }}>{mail.subject}</span>}
      extra={<Typography.Text type="secondary">{formatDateTime(mail.createdAt)}</Typography.Text>}
    >
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('mock.to')}:</Typography.Text> {mail.to}
      </Typography.Paragraph>
      {/* The click handler only catches clicks bubbling up from the mail's own links (keyboard activation of a
          link fires click too), so the container is presentational (jsx-a11y: catching bubbled events). */}
      <div
        role="presentation"
        onClick={onBodyClick}
        style={{
          padding: '4px 12px',
          borderRadius: token.borderRadius,
          background: token.colorFillQuaternary,
          overflowWrap: 'anywhere',
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {mail.links.length > 0 && (
        <Space wrap style={{ marginTop: 12 }}>
          {mail.links.map((link) => (
            <Button key={link.href} type="primary" icon={<MailOutlined />} onClick={() => open(link.href)}>
              {link.label}
            </Button>
          ))}
        </Space>
      )}
    </Card>
  );
}

function Mailbox() {
  const { t } = useTranslation();
  const [mails, reload] = useMails();
  const [filter, setFilter] = useState('');
  const shown = mails.filter((m) =>
    m.to.toLocaleLowerCase('tr').includes(filter.trim().toLocaleLowerCase('tr')),
  );

  return (
    <section aria-labelledby="mock-mailbox">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <Typography.Title id="mock-mailbox" level={2} style={{ fontSize: 20, margin: 0, flex: '1 1 auto' }}>
          {t('mock.mailbox')} <Tag>{mails.length}</Tag>
        </Typography.Title>
        <Input.Search
          allowClear
          placeholder={t('mock.filterRecipient')}
          aria-label={t('mock.filterRecipient')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <Button icon={<ReloadOutlined />} onClick={reload}>
          {t('mock.refresh')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <Card>
          <Empty description={t('mock.noMail')} />
        </Card>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          {shown.map((mail) => (
            <MailCard key={mail.id} mail={mail} />
          ))}
        </div>
      )}
    </section>
  );
}

const ACCOUNTS = [
  { key: 'admin', ...DEMO.admin },
  { key: 'member', ...DEMO.member },
  { key: 'unconfirmed', ...DEMO.unconfirmed },
  { key: 'inactive', ...DEMO.inactive },
];

function DemoAccounts() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();

  const loginAs = async (userName: string, password: string) => {
    try {
      const { token } = await signInAs(userName, password);
      signIn(token);
      void navigate(paths.home, { flushSync: true });
    } catch (e) {
      void message.error(translateErrors(errorsOf(e)).join(' '), 5);
    }
  };

  return (
    <section aria-labelledby="mock-accounts">
      <Typography.Title id="mock-accounts" level={2} style={{ fontSize: 20, margin: '0 0 12px' }}>
        {t('mock.accounts')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={ACCOUNTS}
        columns={[
          {
            title: t('field.userName'),
            dataIndex: 'userName',
            render: (v) => <Typography.Text code>{v}</Typography.Text>,
          },
          {
            title: t('field.password'),
            dataIndex: 'password',
            render: (v) => (
              <Typography.Text code copyable>
                {v}
              </Typography.Text>
            ),
          },
          { title: t('field.description'), dataIndex: 'key', render: (k) => t(`mock.account.${k}`) },
          {
            title: t('common.actions'),
            key: 'login',
            render: (_, row) => (
              <Button
                size="small"
                icon={<LoginOutlined />}
                onClick={() => void loginAs(row.userName, row.password)}
              >
                {t('common.login')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}

function ResetDatabase() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const mock = mockHandle();

  // A block body: modal.confirm returns a thenable, which a click handler must not hand back to React.
  const reset = () => {
    modal.confirm({
      title: t('mock.resetTitle'),
      content: t('mock.resetConfirm'),
      okText: t('mock.reset'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => mock?.reset(),
    });
  };

  return (
    <section aria-labelledby="mock-reset">
      <Typography.Title id="mock-reset" level={2} style={{ fontSize: 20, margin: '0 0 12px' }}>
        {t('mock.database')}
      </Typography.Title>
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <Typography.Text style={{ flex: '1 1 260px' }}>
            {mock?.server
              ? t('mock.resetDescriptionServer', { server: mock.server })
              : t('mock.resetDescription')}
          </Typography.Text>
          <Button danger icon={<DatabaseOutlined />} disabled={!mock} onClick={reset}>
            {t('mock.reset')}
          </Button>
        </div>
      </Card>
    </section>
  );
}

export default function MockToolsPage() {
  // The page reads the in-browser server's database: it shows once the server runs (src/lib/mock-gate.ts).
  if (!isMockReady()) use(whenMockReady());
  const { t } = useTranslation();
  const server = mockHandle()?.server;
  return (
    <div
      style={{
        maxWidth: 960,
        margin: '0 auto',
        padding: 'clamp(12px, 4vw, 32px)',
        display: 'flex',
        flexDirection: 'column',
        gap: 24,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <Typography.Title
          level={1}
          style={{ margin: 0, fontSize: 'clamp(22px, 5vw, 28px)', flex: '1 1 auto' }}
        >
          {t('mock.title')}
        </Typography.Title>
        <LinkButton to={paths.welcome}>{t('mock.backToApp')}</LinkButton>
      </div>
      <Alert
        type="info"
        showIcon
        title={server ? t('mock.descriptionServer', { server }) : t('mock.description')}
      />
      <Mailbox />
      <DemoAccounts />
      <ResetDatabase />
    </div>
  );
}
