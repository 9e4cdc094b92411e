import { ComingSoon } from '@/components/ComingSoon';
import { pageTitles } from '@/config/paths';

/** Placeholder until this page is built: no sample figures are shown. */
export function NotificationsPage() {
  return <ComingSoon title={pageTitles.notifications} />;
}

export { NotificationsPage as Component };
