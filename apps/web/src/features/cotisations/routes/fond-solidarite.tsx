import { ComingSoon } from '@/components/ComingSoon';
import { pageTitles } from '@/config/paths';

/** Placeholder until this page is built: no sample figures are shown. */
export function FondSolidaritePage() {
  return <ComingSoon title={pageTitles.fondSolidarite} />;
}

export { FondSolidaritePage as Component };
