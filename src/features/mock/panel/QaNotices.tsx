/**
 * What a QA link does, made visible (docs/decisions.md, "QA links only ask in a public demo"):
 * - `FaultBanner`: while any fault is active, a banner at the foot of every page says which operations answer
 *   wrongly and how, with one click to clear them all (and one to keep a link's page-load faults);
 * - `LinkScenarioDialog`: a `?mockScenario=` link only asks; the dialog says what would be lost, offers an export
 *   first, and replaces the data only when the visitor says so.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeRule } from './describe-rule';
import { downloadExport } from './download-export';
import type { ActiveFault, DataSummary, MockHandle } from './handle';

/** Every change of the rules: this page's (at once) and other tabs' (storage events). */
function useFaults(api: MockHandle): ActiveFault[] {
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const stop = api.onFaultsChange(onChange);
      addEventListener('storage', onChange);
      return () => {
        stop();
        removeEventListener('storage', onChange);
      };
    },
    () => JSON.stringify(api.faults()),
    () => '[]',
  );
  return JSON.parse(snapshot) as ActiveFault[];
}

const BANNER = {
  position: 'fixed',
  insetInlineStart: 0,
  // Leaves the panel's corner button free.
  insetInlineEnd: 56,
  bottom: 0,
  // Above the page's loading overlay (a hanging request is what a fault often causes).
  zIndex: 2000,
  maxHeight: '40vh',
  overflowY: 'auto',
} as const;

export function FaultBanner({ api }: { api: MockHandle }) {
  const { t } = useTranslation();
  const faults = useFaults(api);
  if (faults.length === 0) return null;
  const pageOnly = faults.filter((f) => f.pageOnly);
  return (
    <section className="qa-fault-banner" style={BANNER} aria-label={t('mock.banner.label')}>
      <Alert
        type="warning"
        showIcon
        banner
        role="status"
        title={t('mock.banner.title', { count: faults.length })}
        description={
          <>
            <ul style={{ margin: '0 0 8px', paddingInlineStart: 18 }}>
              {faults.map((f) => (
                <li key={f.id}>
                  <code>{f.operationId}</code> {describeRule(f, t)}
                </li>
              ))}
            </ul>
            <Space wrap size={8}>
              <Button size="small" type="primary" onClick={() => api.clearFaults()}>
                {t('mock.banner.clear')}
              </Button>
              {pageOnly.length > 0 && (
                <Button size="small" onClick={() => pageOnly.forEach((f) => api.keepFault(f.id))}>
                  {t('mock.banner.keep')}
                </Button>
              )}
            </Space>
          </>
        }
      />
    </section>
  );
}

export function LinkScenarioDialog({ api }: { api: MockHandle }) {
  const { t } = useTranslation();
  const [name, setName] = useState(() => api.linkScenario());
  const [summary, setSummary] = useState<DataSummary | null>(null);
  const [busy, setBusy] = useState<'export' | 'load' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (name) void api.dataSummary().then(setSummary, () => setSummary(null));
  }, [api, name]);

  if (!name) return null;
  const description = api.scenarios().find((s) => s.name === name)?.description ?? '';
  const close = () => {
    api.dismissLinkScenario();
    setName(null);
  };
  const load = async (exportFirst: boolean) => {
    setFailure(null);
    setBusy(exportFirst ? 'export' : 'load');
    try {
      if (exportFirst) await downloadExport(api);
      api.dismissLinkScenario();
      await api.scenario(name);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      title={t('mock.linkScenario.title', { name })}
      onCancel={close}
      maskClosable={false}
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          <Button onClick={close} disabled={busy !== null}>
            {t('mock.linkScenario.keepData')}
          </Button>
          <Button onClick={() => void load(true)} loading={busy === 'export'} disabled={busy === 'load'}>
            {t('mock.linkScenario.exportThenLoad')}
          </Button>
          <Button
            danger
            type="primary"
            onClick={() => void load(false)}
            loading={busy === 'load'}
            disabled={busy === 'export'}
          >
            {t('mock.linkScenario.load')}
          </Button>
        </Space>
      }
    >
      <p>{t('mock.linkScenario.intro', { description })}</p>
      <p>{t('mock.linkScenario.lost')}</p>
      {summary && (
        <ul aria-label={t('mock.linkScenario.lostList')}>
          <li>{t('mock.linkScenario.users', { count: summary.users })}</li>
          <li>{t('mock.linkScenario.tickets', { count: summary.tickets })}</li>
          <li>{t('mock.linkScenario.payments', { count: summary.payments })}</li>
          <li>{t('mock.linkScenario.collections', { count: summary.collections })}</li>
          <li>{t('mock.linkScenario.files', { count: summary.files })}</li>
        </ul>
      )}
      <p>{t('mock.linkScenario.exportHint')}</p>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
