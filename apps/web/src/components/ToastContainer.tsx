import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';
import { useIsMobile } from '@/lib/use-is-mobile';

/**
 * Where toasts appear (spec 'Reusable parts' > Notification toast): bottom right, 400-500px wide.
 * On phones the bottom right is where a form's 'Enregistrer' sits: a failure toast covered the
 * buttons, and the finger resting there held it open (a hovered toast does not close). Phones
 * show toasts at the top, between the menu button (left) and the account avatar (right), so that
 * neither is covered (the welcome toast sat on the menu button for its whole life), and clear of
 * the right edge where a full-screen dialog keeps its 'Fermer'.
 */
/** Room kept free on a phone's top bar: the menu button on the left, the avatar on the right. */
const PHONE_TOAST_LEFT = 56;
const PHONE_TOAST_RIGHT = 60;

export default function ToastContainer() {
  const phone = useIsMobile();
  return phone ? (
    <Notifications
      position="top-left"
      containerWidth={`calc(100vw - ${PHONE_TOAST_LEFT + PHONE_TOAST_RIGHT}px)`}
      style={{ left: PHONE_TOAST_LEFT }}
      limit={3}
      zIndex={1000}
    />
  ) : (
    <Notifications position="bottom-right" containerWidth="min(460px, calc(100vw - 16px))" limit={3} zIndex={1000} />
  );
}
