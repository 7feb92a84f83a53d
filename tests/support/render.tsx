/**
 * Renders the real `App` (routes, providers, global loading, the 401 notice) at a URL, against the real mock
 * handlers, optionally signed in as a demo user. Use with `useMockServer()` from ./api.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { signIn, signOut } from '@/lib/session';
import { login, DEMO } from './api';

export type As = 'admin' | 'member' | null;

export async function renderApp(url: string, { as = null }: { as?: As } = {}) {
  signOut();
  localStorage.clear();
  if (as) {
    const account = as === 'admin' ? DEMO.admin : DEMO.member;
    signIn(await login(account.userName, account.password));
  }
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  const user = userEvent.setup();
  const utils = render(<App router={router} queryClient={createQueryClient()} />);
  return { ...utils, router, user };
}

/** Renders any element inside the app providers (for components outside the route table). */
export function renderWithProviders(ui: React.ReactElement) {
  return {
    ...render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>),
    user: userEvent.setup(),
  };
}
