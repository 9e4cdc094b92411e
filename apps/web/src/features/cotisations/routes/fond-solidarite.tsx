import { FundPage } from '../components/FundPage';

/** Fond de solidarité (caisse 1): the shared fund page. */
export function FondSolidaritePage() {
  return <FundPage caisse={1} />;
}

export { FondSolidaritePage as Component };
