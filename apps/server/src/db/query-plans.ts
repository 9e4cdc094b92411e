import type { Database } from './client.js';

/** The read routes a large association calls most (issue 9): their SQL must use indexes. */
export function hotRoutes(year: number, memberId: number): Array<{ title: string; url: string }> {
  return [
    { title: 'Tableau de bord : soldes', url: '/api/cotisation/totals' },
    { title: 'Solde d’une caisse', url: '/api/cotisation/total/3' },
    { title: 'Tableau mensuel (page 1)', url: `/api/cotisation/getTransactions/3/${year}?page=1&pageSize=10` },
    { title: 'Tableau solidarité (page 1)', url: `/api/cotisation/getTransactions/1/${year}?page=1&pageSize=10` },
    { title: 'Statistiques : cartes', url: `/api/stats/totals/3/${year}` },
    { title: 'Statistiques : par mois', url: `/api/stats/amountsPerMonth/3/${year}` },
    { title: 'Statistiques : par bloc', url: `/api/stats/amountsPerYearPerBloc/3/${year}` },
    { title: 'Mes contributions', url: `/api/stats/userContributions/3/${year}/${memberId}` },
    { title: 'Hommes et femmes', url: '/api/cotisation/genders' },
    { title: 'Export Excel', url: `/api/cotisation/exportExcel/${year}/3/all/excel` },
  ];
}

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

interface DrizzleSession {
  logger: { logQuery(query: string, params: unknown[]): void };
}

/** Every statement Drizzle sends through `db` (outside transactions) while `work` runs. */
export async function captureQueries(db: Database, work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  // The session's logger is read at each query, so swapping it records exactly this window.
  const session = (db as unknown as { session: DrizzleSession }).session;
  const previous = session.logger;
  const captured: CapturedQuery[] = [];
  session.logger = { logQuery: (query, params) => captured.push({ sql: query, params }) };
  try {
    await work();
  } finally {
    session.logger = previous;
  }
  return captured;
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Total Cost': number;
  Plans?: PlanNode[];
}

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** EXPLAIN (FORMAT JSON) of a captured statement, with its parameters, on PGlite or PostgreSQL. */
export async function planOf(db: Database, query: CapturedQuery): Promise<PlanNode> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`explain (format json) ${query.sql}`, query.params);
  const raw = rows[0]!['QUERY PLAN'];
  const document = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return document[0]!.Plan;
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** The tables a plan reads with a sequential scan. */
export function seqScannedTables(plan: PlanNode): string[] {
  return planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'])
    .map((node) => node['Relation Name']!);
}

/** 'Aggregate : Index Only Scan membres_pkey (membres)' — a plan's top node and how it reads each table. */
export function describePlan(plan: PlanNode): string {
  const scans = planNodes(plan)
    .filter((node) => node['Relation Name'])
    .map(
      (node) => `${node['Node Type']} ${node['Index Name'] ? `${node['Index Name']} ` : ''}(${node['Relation Name']})`,
    );
  return scans.length === 0 ? plan['Node Type'] : `${plan['Node Type']} : ${scans.join(', ')}`;
}
