import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';

/** Where toasts appear (spec 'Reusable parts' > Notification toast): bottom right, 400-500px wide. */
export default function ToastContainer() {
  return (
    <Notifications position="bottom-right" containerWidth="min(460px, calc(100vw - 16px))" limit={3} zIndex={1000} />
  );
}
