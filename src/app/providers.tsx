/**
 * App-wide providers: antd (Turkish locale; no motion for a visitor who asked their system for less), i18n, the
 * toasts and popups, and a given query cache (tests, stories). Holds no router. The app's own query cache is
 * provided by the route table outside the /account screens (./QueryProvider.tsx, its own chunk, so the sign-in path
 * does not load TanStack Query). dayjs's Turkish locale is set by the modules that use dates
 * (src/lib/dayjs-locale.ts).
 */
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/i18n';
import { THEME } from '@/config/theme';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FeedbackContext, type Feedback as FeedbackApi } from '@/lib/feedback';
import { useReducedMotion } from '@/lib/reduced-motion';

/**
 * `networkMode: 'always'`: a call is made even when the browser says it is offline, so it fails at once with a
 * NetworkError that the screen translates ("Sunucuya ulaşılamıyor…") and the form keeps its values. TanStack's
 * default ('online') would pause it instead: a spinner forever, and a save the user cancelled sent anyway once the
 * connection returns (docs/decisions.md, "Calls fail at once when offline"). Queries still refetch on reconnect.
 */
export const QUERY_DEFAULTS: DefaultOptions = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000, networkMode: 'always' },
  mutations: { retry: false, networkMode: 'always' },
};

/** A fresh query cache with the app's defaults (tests, stories; the app's own is made by ./QueryProvider.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}

// A rejected lazy() stays rejected: a failed load makes a new one for the next try.
const loadHolders = () => lazy(() => import('./FeedbackHolders'));
let FeedbackHolders = loadHolders();

type Call = (api: FeedbackApi) => unknown;

/**
 * What antd's `App` does (a `div` with the base font and colour, and the `message` / `notification` / `modal` APIs
 * of `App.useApp()`, here `useFeedback()` of src/lib/feedback.ts), but its holders load the first time a toast or a popup is
 * asked for: until then each call waits in a queue. Callers ignore what the calls return (`void message.success(…)`);
 * before the holders are in, a message gives a closer that also resolves at once, a popup a `destroy`/`update` that
 * apply once it is shown.
 */
function Feedback({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [api, setApi] = useState<FeedbackApi | null>(null);
  const [wanted, setWanted] = useState(false);
  const queue = useRef<Call[]>([]);
  const ready = useRef<FeedbackApi | null>(null);

  const onReady = useCallback((real: FeedbackApi) => {
    ready.current = real;
    setApi(real);
    for (const call of queue.current.splice(0)) call(real);
  }, []);

  const lazyApi = useMemo(() => {
    const later = (call: Call) => {
      queue.current.push(call);
      setWanted(true);
    };
    const group = <K extends keyof FeedbackApi>(kind: K, stub: () => unknown) =>
      new Proxy({} as FeedbackApi[K], {
        get:
          (_, method: string) =>
          (...args: unknown[]) => {
            const run = (real: FeedbackApi) => {
              const api = real[kind] as unknown as Record<string, ((...a: unknown[]) => unknown) | undefined>;
              const call = api[method];
              if (!call) throw new TypeError(`feedback.${String(kind)}.${method} is not a function`);
              return call.apply(api, args);
            };
            if (ready.current) return run(ready.current);
            const result = stub() as { apply?: (real: unknown) => void };
            later((real) => result.apply?.(run(real)));
            return result;
          },
      });
    const messageStub = () => {
      let close: (() => void) | undefined;
      const closer = Object.assign(() => close?.(), {
        then: (resolve?: (v: boolean) => unknown) => Promise.resolve(true).then(resolve),
        apply: (real: unknown) => (close = real as () => void),
      });
      return closer;
    };
    const modalStub = () => {
      const todo: ((real: { destroy: () => void; update: (c: unknown) => void }) => void)[] = [];
      let shown: { destroy: () => void; update: (c: unknown) => void } | undefined;
      return {
        destroy: () => (shown ? shown.destroy() : todo.push((r) => r.destroy())),
        update: (c: unknown) => (shown ? shown.update(c) : todo.push((r) => r.update(c))),
        apply: (real: unknown) => {
          shown = real as typeof shown;
          for (const f of todo.splice(0)) f(shown!);
        },
      };
    };
    return {
      message: group('message', messageStub),
      notification: group('notification', () => ({})),
      modal: group('modal', modalStub),
    } as FeedbackApi;
  }, []);

  return (
    <FeedbackContext.Provider value={api ?? lazyApi}>
      {/* antd App's base text style for what no antd component wraps. */}
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {wanted && (
          // If the holders' code cannot be loaded, the page stays; the next toast or popup tries again.
          <ErrorBoundary
            fallback={null}
            onError={() => {
              FeedbackHolders = loadHolders();
              queue.current = [];
              setWanted(false);
            }}
          >
            <Suspense fallback={null}>
              <FeedbackHolders onReady={onReady} />
            </Suspense>
          </ErrorBoundary>
        )}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}

/** The theme for a visitor who asked for less motion: no opening, closing or click animations. */
const STILL_THEME = { ...THEME, token: { ...THEME.token, motion: false } };
const NO_WAVE = { disabled: true };

/**
 * `staticStyles`: antd's component styles come from the stylesheet src/main.tsx imports (antd's `zeroRuntime`), so
 * no component generates and inserts its CSS while the page renders; the theme's tokens still arrive as CSS
 * variables. Tests and stories leave it off and get the generated styles.
 */
export function AppProviders({
  children,
  queryClient,
  staticStyles = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  staticStyles?: boolean;
}) {
  const still = useReducedMotion();
  const themeConfig = useMemo(() => {
    const base = still ? STILL_THEME : THEME;
    return staticStyles ? { ...base, zeroRuntime: true } : base;
  }, [still, staticStyles]);
  const app = (
    <ConfigProvider locale={trTR} theme={themeConfig} wave={still ? NO_WAVE : undefined}>
      <Feedback>{children}</Feedback>
    </ConfigProvider>
  );
  return (
    <I18nextProvider i18n={i18n}>
      {queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app}
    </I18nextProvider>
  );
}
