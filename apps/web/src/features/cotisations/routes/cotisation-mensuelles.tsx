import { FundPage } from '../components/FundPage';

/** Cotisation Mensuelle (caisse 3): the shared fund page. */
export function CotisationMensuellesPage() {
  return <FundPage caisse={3} />;
}

export { CotisationMensuellesPage as Component };
