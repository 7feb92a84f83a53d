/**
 * The toasts and popups of the UI: antd's `message`, `notification` and `modal` hook APIs, the same object antd's
 * `App.useApp()` returns. The app does not render antd's `App` (whose component brings Modal, message and
 * notification into every first load): src/app/providers.tsx provides this context and loads the holders the first
 * time something is shown. Use `useFeedback()`, never `App.useApp()` (it would get antd's empty default).
 */
import { createContext, useContext } from 'react';
import type { App } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;

export const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() outside the app providers (src/app/providers.tsx)');
  return feedback;
}
