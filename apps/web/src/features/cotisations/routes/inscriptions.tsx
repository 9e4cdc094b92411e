import { ComingSoon } from '@/components/ComingSoon';
import { pageTitles } from '@/config/paths';

/** Placeholder until this page is built: no sample figures are shown. */
export function InscriptionsPage() {
  return <ComingSoon title={pageTitles.inscriptions} />;
}

export { InscriptionsPage as Component };
