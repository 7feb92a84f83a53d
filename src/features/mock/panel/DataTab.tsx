/**
 * The panel's data tab: load a scenario, sign in as a demo user, export/import/reset the mock database (each
 * replacing action asks first) and open the mailbox.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Input, Select, Space, Typography } from 'antd';
import {
  DatabaseOutlined,
  DownloadOutlined,
  LoginOutlined,
  MailOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MockHandle } from './handle';
import { downloadExport } from './download-export';
import { errorText } from './mock-state';
import { useFeedback } from '@/lib/feedback';

/** The demo users of the seed the switcher offers (mocks/seed/users.ts). */
const DEMO_USERS = ['admin', 'influencer', 'operasyon', 'yeniuye'];

export function DataTab({ api, navigate }: { api: MockHandle; navigate: (path: string) => void }) {
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

  // A block body: modal.confirm returns a thenable, which a click handler must not hand back to React.
  const confirm = (title: string, content: string, onOk: () => Promise<void>) => {
    modal.confirm({
      title,
      content,
      okText: t('mock.panel.continue'),
      cancelText: t('common.cancel'),
      onOk: () => run(onOk),
    });
  };

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
