/** The QA panel's drawer (./MockPanel.tsx loads it on first opening): the faults, the request log and the data. */
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MockHandle } from './handle';
import { DataTab } from './DataTab';
import { FaultsTab } from './FaultsTab';
import { LogTab } from './LogTab';

export function PanelDrawer({
  api,
  open,
  onClose,
  go,
}: {
  api: MockHandle;
  open: boolean;
  onClose: () => void;
  /** Opens an app path; the drawer closes first. */
  go: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
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
            children: <DataTab api={api} navigate={(p) => (onClose(), go(p))} />,
          },
        ]}
      />
    </Drawer>
  );
}
