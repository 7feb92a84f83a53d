/**
 * The QA panel of mock builds: a corner button (and Ctrl+Shift+M) opens a drawer with the active faults and a form to
 * add one, the request log, scenarios, demo-user switching, export/import/reset of the database and the mailbox.
 * Everything goes through the mock's code API (`window.__portalMock`, ./handle.ts); lazy-loaded by src/app/App.tsx
 * and compiled out of a real-API build.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import {
  BugOutlined,
  CopyOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  LoginOutlined,
  MailOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { faultParam, FAULT_PARAM } from '@mocks/qa/url';
import { mockHandle, type FaultRule, type LogEntry, type MockHandle } from './handle';
import { describeRule } from './describe-rule';
import { downloadExport } from './download-export';
import { FaultBanner, LinkScenarioDialog } from './QaNotices';
import { useFeedback } from '@/lib/feedback';

export interface MockPanelProps {
  /** The mock's QA handle; `window.__portalMock` by default. */
  api?: MockHandle;
  /** Opens an app path (the router's navigate); a full page load by default. */
  navigate?: (path: string) => void;
  /** Starts open (stories, tests). */
  defaultOpen?: boolean;
}

/** The demo users of the seed the switcher offers (mocks/seed.ts). */
const DEMO_USERS = ['admin', 'influencer', 'operasyon', 'yeniuye'];

/** Re-reads the mock's faults and log: on every change in another tab (storage) and every second. */
function useMockState<T>(read: () => T): T {
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const timer = setInterval(bump, 1000);
    addEventListener('storage', bump);
    return () => {
      clearInterval(timer);
      removeEventListener('storage', bump);
    };
  }, []);
  return read();
}

/** Ctrl+Shift+M toggles the panel. */
function useShortcut(toggle: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey && e.shiftKey && e.code === 'KeyM') {
        e.preventDefault();
        toggle();
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [toggle]);
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

type Kind = 'error' | 'status' | 'network' | 'hang' | 'delay';
interface FaultForm {
  operationId?: string;
  kind: Kind;
  error?: string;
  status?: number;
  delayMs?: number;
  once: boolean;
}

function FaultsTab({ api }: { api: MockHandle }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const faults = useMockState(() => api.faults());
  const [form] = Form.useForm<FaultForm>();
  const kind = Form.useWatch('kind', form);
  const [failure, setFailure] = useState<string | null>(null);

  const operations = useMemo(
    () =>
      api.operations().map((o) => ({
        value: o.operationId,
        label: `${o.operationId} — ${o.method} ${o.path}`,
      })),
    [api],
  );
  const errors = useMemo(
    () => api.errors().map((name) => ({ value: name, label: `${name} — ${t(name)}` })),
    [api, t],
  );

  const add = (values: FaultForm) => {
    setFailure(null);
    const rule: FaultRule = { operationId: values.operationId ?? '' };
    if (values.kind === 'error') rule.error = values.error;
    if (values.kind === 'status') rule.status = values.status;
    if (values.kind === 'network') rule.network = true;
    if (values.kind === 'hang') rule.hang = true;
    if (values.delayMs) rule.delayMs = values.delayMs;
    if (values.once) rule.times = 1;
    try {
      api.fault(rule);
      void message.success(t('mock.panel.faultAdded'));
    } catch (e) {
      setFailure(errorText(e));
    }
  };

  const copyLink = async () => {
    const url = new URL(location.href);
    url.searchParams.set(FAULT_PARAM, faultParam(faults));
    try {
      await navigator.clipboard.writeText(url.href);
      void message.success(t('mock.panel.linkCopied'));
    } catch {
      void message.info(url.href, 10);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <section aria-labelledby="qa-active">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
          <Typography.Title id="qa-active" level={3} style={{ fontSize: 16, margin: 0, flex: '1 1 auto' }}>
            {t('mock.panel.activeFaults')} <Tag>{faults.length}</Tag>
          </Typography.Title>
          <Button
            size="small"
            icon={<CopyOutlined />}
            disabled={faults.length === 0}
            onClick={() => void copyLink()}
          >
            {t('mock.panel.copyLink')}
          </Button>
          <Button size="small" danger disabled={faults.length === 0} onClick={() => api.clearFaults()}>
            {t('mock.panel.clearFaults')}
          </Button>
        </div>
        {faults.length === 0 ? (
          <Typography.Text type="secondary">{t('mock.panel.noFaults')}</Typography.Text>
        ) : (
          <ul aria-label={t('mock.panel.activeFaults')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {faults.map((f) => (
              <li
                key={f.id}
                style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, padding: '4px 0' }}
              >
                <Typography.Text code style={{ marginRight: 4 }}>
                  {f.operationId}
                </Typography.Text>
                {describeRule(f, t)}
                <Button
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('mock.panel.removeFault', { operationId: f.operationId })}
                  onClick={() => api.removeFault(f.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="qa-add">
        <Typography.Title id="qa-add" level={3} style={{ fontSize: 16, margin: '0 0 8px' }}>
          {t('mock.panel.addFault')}
        </Typography.Title>
        <Form<FaultForm>
          form={form}
          layout="vertical"
          initialValues={{ kind: 'error', status: 500, once: false }}
          onFinish={add}
          requiredMark={false}
        >
          <Form.Item
            name="operationId"
            label={t('mock.panel.operation')}
            rules={[{ required: true, message: t('mock.panel.operationRequired') }]}
          >
            <Select
              showSearch
              allowClear
              options={operations}
              optionFilterProp="label"
              placeholder={t('mock.panel.operationPlaceholder', { count: operations.length })}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
          <Form.Item name="kind" label={t('mock.panel.kind.label')}>
            <Radio.Group
              optionType="button"
              size="small"
              options={(['error', 'status', 'network', 'hang', 'delay'] as Kind[]).map((k) => ({
                value: k,
                label: t(`mock.panel.kind.${k}`),
              }))}
            />
          </Form.Item>
          {kind === 'error' && (
            <Form.Item
              name="error"
              label={t('mock.panel.error')}
              rules={[{ required: true, message: t('mock.panel.errorRequired') }]}
            >
              <Select showSearch options={errors} optionFilterProp="label" popupMatchSelectWidth={false} />
            </Form.Item>
          )}
          {kind === 'status' && (
            <Form.Item name="status" label={t('mock.panel.status')} rules={[{ required: true }]}>
              <InputNumber min={100} max={599} style={{ width: 140 }} />
            </Form.Item>
          )}
          <Form.Item
            name="delayMs"
            label={t('mock.panel.delay')}
            rules={kind === 'delay' ? [{ required: true, message: t('mock.panel.delayRequired') }] : []}
          >
            <InputNumber min={0} step={500} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="once" valuePropName="checked">
            <Checkbox>{t('mock.panel.once')}</Checkbox>
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
          <Button type="primary" htmlType="submit" icon={<BugOutlined />}>
            {t('mock.panel.add')}
          </Button>
        </Form>
      </section>
    </div>
  );
}

function LogTab({ api }: { api: MockHandle }) {
  const { t } = useTranslation();
  const log = useMockState(() => api.log());
  const [filter, setFilter] = useState('');
  const [failedOnly, setFailedOnly] = useState(false);
  const failed = (e: LogEntry) => e.status === 0 || e.status >= 400;
  const q = filter.trim().toLowerCase();
  const rows = log
    .map((e, i) => ({ ...e, key: i }))
    .filter(
      (e) =>
        (!failedOnly || failed(e)) &&
        (!q || `${e.operationId ?? ''} ${e.method} ${e.path} ${e.status}`.toLowerCase().includes(q)),
    )
    .reverse();

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Input.Search
          allowClear
          placeholder={t('mock.panel.filterLog')}
          aria-label={t('mock.panel.filterLog')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          style={{ flex: '1 1 180px' }}
        />
        <Checkbox checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)}>
          {t('mock.panel.failedOnly')}
        </Checkbox>
        <Button size="small" onClick={() => api.clearLog()}>
          {t('mock.panel.clearLog')}
        </Button>
      </div>
      <Table
        size="small"
        pagination={{ pageSize: 50, size: 'small', hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        aria-label={t('mock.panel.log')}
        locale={{ emptyText: t('mock.panel.emptyLog') }}
        rowClassName={(e) => (failed(e) ? 'qa-log-failed' : '')}
        columns={[
          {
            title: t('mock.panel.operation'),
            dataIndex: 'operationId',
            render: (v: string | null, e) => (
              <Space size={4}>
                <Typography.Text code>{v ?? '—'}</Typography.Text>
                {e.faulted && <Tag color="magenta">{t('mock.panel.faulted')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('mock.panel.statusColumn'),
            dataIndex: 'status',
            render: (v: number, e) => (
              <Tag color={failed(e) ? 'red' : 'green'}>{v === 0 ? t('mock.panel.noAnswer') : v}</Tag>
            ),
          },
          { title: 'ms', dataIndex: 'ms', align: 'right' },
          {
            title: t('mock.panel.request'),
            key: 'request',
            render: (_, e) => (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {e.method} {e.path}
              </Typography.Text>
            ),
          },
        ]}
      />
    </div>
  );
}

function DataTab({ api, navigate }: { api: MockHandle; navigate: (path: string) => void }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const scenarios = useMemo(() => api.scenarios(), [api]);
  const [scenario, setScenario] = useState(scenarios[0]?.name);
  const [userName, setUserName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const confirm = (title: string, content: string, onOk: () => Promise<void>) =>
    modal.confirm({
      title,
      content,
      okText: t('mock.panel.continue'),
      cancelText: t('common.cancel'),
      onOk: () => run(onOk),
    });

  const exportFile = () => run(() => downloadExport(api));

  const importFile = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        throw new Error(t('mock.panel.notJson', { name: file.name }));
      }
      await api.importDb(parsed);
    });
  };

  const heading = (id: string, text: string) => (
    <Typography.Title id={id} level={3} style={{ fontSize: 16, margin: '0 0 8px' }}>
      {text}
    </Typography.Title>
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      {failure && <Alert type="error" showIcon title={failure} closable onClose={() => setFailure(null)} />}
      <section aria-labelledby="qa-scenario">
        {heading('qa-scenario', t('mock.panel.scenario'))}
        <Space.Compact style={{ width: '100%' }}>
          <Select
            aria-label={t('mock.panel.scenario')}
            value={scenario}
            onChange={setScenario}
            options={scenarios.map((s) => ({ value: s.name, label: s.name }))}
            style={{ flex: 1 }}
          />
          <Button
            loading={busy}
            onClick={() =>
              scenario &&
              confirm(
                t('mock.panel.loadScenarioTitle', { name: scenario }),
                t('mock.panel.replaceWarning'),
                () => api.scenario(scenario),
              )
            }
          >
            {t('mock.panel.load')}
          </Button>
        </Space.Compact>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
          {scenarios.find((s) => s.name === scenario)?.description}
        </Typography.Paragraph>
      </section>
      <section aria-labelledby="qa-users">
        {heading('qa-users', t('mock.panel.signInAs'))}
        <Space wrap>
          {DEMO_USERS.map((name) => (
            <Button
              key={name}
              size="small"
              icon={<LoginOutlined />}
              onClick={() => void run(() => api.signInAs(name))}
            >
              {name}
            </Button>
          ))}
        </Space>
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input
            aria-label={t('mock.panel.userName')}
            placeholder={t('mock.panel.userName')}
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
          />
          <Button disabled={!userName.trim()} onClick={() => void run(() => api.signInAs(userName.trim()))}>
            {t('mock.panel.signIn')}
          </Button>
        </Space.Compact>
      </section>
      <section aria-labelledby="qa-db">
        {heading('qa-db', t('mock.database'))}
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void exportFile()}>
            {t('mock.panel.export')}
          </Button>
          <label className="ant-btn ant-btn-default" style={{ cursor: 'pointer' }}>
            <UploadOutlined />
            <span>{t('mock.panel.import')}</span>
            <input
              type="file"
              accept="application/json,.json"
              aria-label={t('mock.panel.import')}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file)
                  confirm(
                    t('mock.panel.importTitle', { name: file.name }),
                    t('mock.panel.replaceWarning'),
                    async () => importFile(file),
                  );
              }}
            />
          </label>
          <Button
            danger
            icon={<DatabaseOutlined />}
            onClick={() => confirm(t('mock.resetTitle'), t('mock.resetConfirm'), () => api.reset())}
          >
            {t('mock.reset')}
          </Button>
        </Space>
      </section>
      <section aria-labelledby="qa-mail">
        {heading('qa-mail', t('mock.mailbox'))}
        <Button icon={<MailOutlined />} onClick={() => navigate('/mock/mailbox')}>
          {t('mock.panel.openMailbox')}
        </Button>
      </section>
    </div>
  );
}

/**
 * Bottom right, small, above the page but below the app's dialogs and drawers. The side menu runs down the left
 * edge (its last items sit in the bottom-left corner); at the bottom right the page's content scrolls out from
 * under the button and the footer line is centred, so it never hides a control for good.
 */
const CORNER = {
  position: 'fixed',
  insetInlineEnd: 8,
  bottom: 8,
  zIndex: 999,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
} as const;

/** The corner button and the drawer. Renders nothing without the mock's handle (a test, a real-API page). */
export function MockPanel({ api = mockHandle(), navigate, defaultOpen = false }: MockPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  useShortcut(toggle);
  const faultCount = useSyncExternalStore(
    subscribeStorage,
    () => api?.faults().length ?? 0,
    () => 0,
  );
  if (!api) return null;
  const go = navigate ?? ((path: string) => location.assign(path));

  return (
    <>
      <Button
        className="qa-panel-button"
        style={CORNER}
        shape="circle"
        icon={<BugOutlined />}
        danger={faultCount > 0}
        type={faultCount > 0 ? 'primary' : 'default'}
        aria-label={t('mock.panel.open', { count: faultCount })}
        title={t('mock.panel.open', { count: faultCount })}
        aria-keyshortcuts="Control+Shift+M"
        onClick={toggle}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('mock.panel.title')}
        placement="right"
        size={560}
        styles={{ wrapper: { maxWidth: '100vw' }, body: { paddingTop: 8 } }}
        destroyOnHidden
      >
        <Tabs
          items={[
            { key: 'faults', label: t('mock.panel.faults'), children: <FaultsTab api={api} /> },
            { key: 'log', label: t('mock.panel.log'), children: <LogTab api={api} /> },
            {
              key: 'data',
              label: t('mock.panel.data'),
              children: <DataTab api={api} navigate={(p) => (setOpen(false), go(p))} />,
            },
          ]}
        />
      </Drawer>
      <FaultBanner api={api} />
      <LinkScenarioDialog api={api} />
    </>
  );
}

/** Fault changes of this tab (polled) and of other tabs (storage events). */
function subscribeStorage(onChange: () => void) {
  const timer = setInterval(onChange, 1000);
  addEventListener('storage', onChange);
  return () => {
    clearInterval(timer);
    removeEventListener('storage', onChange);
  };
}

export default MockPanel;
