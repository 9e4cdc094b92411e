import { ComingSoon } from '@/components/ComingSoon';
import { pageTitles } from '@/config/paths';

/** Placeholder until this page is built: no sample figures are shown. */
export function CotisationMensuellesPage() {
  return <ComingSoon title={pageTitles.cotisationMensuelles} />;
}

export { CotisationMensuellesPage as Component };
