import { ComingSoon } from '@/components/ComingSoon';
import { pageTitles } from '@/config/paths';

/** Placeholder until this page is built: no sample figures are shown. */
export function MyContributionsPage() {
  return <ComingSoon title={pageTitles.myContributions} />;
}

export { MyContributionsPage as Component };
