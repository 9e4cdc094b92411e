import { ComingSoon } from '@/components/ComingSoon';
import { pageTitles } from '@/config/paths';

/** Placeholder until this page is built: no sample figures are shown. */
export function StatsPage() {
  return <ComingSoon title={pageTitles.stats} />;
}

export { StatsPage as Component };
