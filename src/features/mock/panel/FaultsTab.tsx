/**
 * The panel's first tab: the active faults (remove one, clear all, copy a link that replays them) and the form that
 * adds a fault to an operation (an error of the catalogue, an HTTP status, a network failure, a hang, a delay).
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Tag, Typography } from 'antd';
import { BugOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { faultParam, FAULT_PARAM } from '@mocks/qa/url';
import type { FaultRule, MockHandle } from './handle';
import { describeRule } from './describe-rule';
import { errorText, useMockState } from './mock-state';
import { useFeedback } from '@/lib/feedback';
import { FormFrame } from '@/components/FormFrame';
import { CheckboxField } from '@/components/form/CheckboxField';
import { NumberField } from '@/components/form/NumberField';
import { RadioField } from '@/components/form/RadioField';
import { SelectField } from '@/components/form/SelectField';

type Kind = 'error' | 'status' | 'network' | 'hang' | 'delay';
interface FaultForm {
  operationId: string | null;
  kind: Kind;
  error: string | null;
  status: number | null;
  delayMs: number | null;
  once: boolean;
}

const KINDS: Kind[] = ['error', 'status', 'network', 'hang', 'delay'];
const INITIAL: FaultForm = {
  operationId: null,
  kind: 'error',
  error: null,
  status: 500,
  delayMs: null,
  once: false,
};

/** The operation always; the error, the status or the delay when the kind needs it (messages are i18n keys). */
const schema = yup.object({
  operationId: yup.string().nullable().required('mock.panel.operationRequired'),
  error: yup
    .string()
    .nullable()
    .when('kind', { is: 'error', then: (s) => s.required('mock.panel.errorRequired') }),
  status: yup
    .number()
    .nullable()
    .when('kind', { is: 'status', then: (s) => s.required('RequiredField') }),
  delayMs: yup
    .number()
    .nullable()
    .when('kind', { is: 'delay', then: (s) => s.required('mock.panel.delayRequired') }),
});

export function FaultsTab({ api }: { api: MockHandle }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const faults = useMockState(() => api.faults());
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

  const add = async (values: FaultForm) => {
    setFailure(null);
    const rule: FaultRule = { operationId: values.operationId ?? '' };
    if (values.kind === 'error') rule.error = values.error ?? undefined;
    if (values.kind === 'status') rule.status = values.status ?? undefined;
    if (values.kind === 'network') rule.network = true;
    if (values.kind === 'hang') rule.hang = true;
    if (values.delayMs) rule.delayMs = values.delayMs;
    if (values.once) rule.times = 1;
    try {
      // A mock server stores it before it answers (and may refuse it): awaited.
      await api.fault(rule);
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
          {/* A QA link replays faults in the browser; a mock server's faults are already every client's. */}
          {!api.server && (
            <Button
              size="small"
              icon={<CopyOutlined />}
              disabled={faults.length === 0}
              onClick={() => void copyLink()}
            >
              {t('mock.panel.copyLink')}
            </Button>
          )}
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
        <FormFrame<FaultForm>
          initialValues={INITIAL}
          validationSchema={schema}
          errors={[]}
          requiredMark={false}
          onSubmit={async (values, { setSubmitting }) => {
            await add(values);
            setSubmitting(false);
          }}
        >
          {({ values: { kind } }) => (
            <>
              <SelectField
                name="operationId"
                label={t('mock.panel.operation')}
                searchable
                allowClear
                options={operations}
                placeholder={t('mock.panel.operationPlaceholder', { count: operations.length })}
              />
              <RadioField
                name="kind"
                label={t('mock.panel.kind.label')}
                options={KINDS.map((k) => ({ value: k, label: t(`mock.panel.kind.${k}`) }))}
              />
              {kind === 'error' && (
                <SelectField name="error" label={t('mock.panel.error')} searchable options={errors} />
              )}
              {kind === 'status' && (
                <NumberField name="status" label={t('mock.panel.status')} min={100} max={599} width={140} />
              )}
              <NumberField name="delayMs" label={t('mock.panel.delay')} min={0} step={500} width={140} />
              <CheckboxField name="once">{t('mock.panel.once')}</CheckboxField>
              {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
              <Button type="primary" htmlType="submit" icon={<BugOutlined />}>
                {t('mock.panel.add')}
              </Button>
            </>
          )}
        </FormFrame>
      </section>
    </div>
  );
}
