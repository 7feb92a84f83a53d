/**
 * App-wide window events. `update-notification` asks the top bar to reload the notification count (raise it
 * after anything that may change it: sending or opening a ticket…).
 */
export const UPDATE_NOTIFICATION_EVENT = 'update-notification';

/** Asks every listener (the notification bell) to reload the notification count. */
export function raiseUpdateNotification(): void {
  window.dispatchEvent(new Event(UPDATE_NOTIFICATION_EVENT));
}

/** Subscribes to `update-notification`; returns the unsubscribe function. */
export function onUpdateNotification(listener: () => void): () => void {
  window.addEventListener(UPDATE_NOTIFICATION_EVENT, listener);
  return () => window.removeEventListener(UPDATE_NOTIFICATION_EVENT, listener);
}
