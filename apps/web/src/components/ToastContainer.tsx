import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';
import { useIsMobile } from '@/lib/use-is-mobile';

/**
 * Where toasts appear (spec 'Reusable parts' > Notification toast): bottom right, 400-500px wide.
 * On phones the bottom right is where a form's 'Enregistrer' sits: a failure toast covered the
 * buttons, and the finger resting there held it open (a hovered toast does not close). Phones
 * show toasts at the top, clear of the right edge where a full-screen dialog keeps its 'Fermer'.
 */
export default function ToastContainer() {
  const phone = useIsMobile();
  return phone ? (
    <Notifications position="top-left" containerWidth="calc(100vw - 84px)" limit={3} zIndex={1000} />
  ) : (
    <Notifications position="bottom-right" containerWidth="min(460px, calc(100vw - 16px))" limit={3} zIndex={1000} />
  );
}
