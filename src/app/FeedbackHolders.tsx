/**
 * The holders of antd's toasts and popups (what antd's `App` renders), loaded by src/app/providers.tsx the first
 * time the UI shows one, so no route's first load carries Modal, message and notification.
 */
import { useEffect } from 'react';
import { Modal, message, notification } from 'antd';
import type { Feedback } from '@/lib/feedback';

export default function FeedbackHolders({ onReady }: { onReady: (api: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  // After the commit: the holders are mounted, so the APIs can show something at once.
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
