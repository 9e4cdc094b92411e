import { ComingSoon } from '@/components/ComingSoon';
import { pageTitles } from '@/config/paths';

/** Placeholder until this page is built: no sample figures are shown. */
export function AboutUsPage() {
  return <ComingSoon title={pageTitles.aboutUs} />;
}

export { AboutUsPage as Component };
