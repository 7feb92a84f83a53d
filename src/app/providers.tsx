// Placeholder app providers (written with the Storybook setup; replace with the real ones).
// Wraps children in the antd ConfigProvider with the Turkish locale. It holds no router: the app and
// the Storybook preview each supply their own.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import trTR from 'antd/locale/tr_TR';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';

dayjs.locale('tr');

export function AppProviders({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={trTR}>{children}</ConfigProvider>;
}
