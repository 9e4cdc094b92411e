import { doualaMonthYear, type Langue } from '@quartier/shared';
import type { AppContext, AuthContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { COMMON_WORDS, roleNameFromStored, withdrawalType } from '../../lib/words.js';
import { languageOfMember } from '../associations/repository.js';
import { ledger, withdrawalsOfYear } from '../ledger/service.js';
import { findMemberById } from '../members/repository.js';
import { readSettings } from '../settings/repository.js';
import * as stats from '../stats/service.js';

/*
 * The general assembly's report of a year (issue 26). Every figure comes from the functions the
 * statistics API and the Excel export answer with (stats.fundYear over amountsPerMonth,
 * stats.amountsPerBloc, ledger.ledger, ledger.withdrawalsOfYear): the report repeats their
 * numbers, it never computes its own, so the three cannot disagree (ADR 0022).
 */

export type ReportFundId = 1 | 3;

export interface ReportWithdrawal {
  date: string;
  type: string;
  libelle: string;
  montant: number;
  transport: number;
  total: number;
  demandeur: string;
  validateur: string | null;
}

export interface ReportMember {
  nom: string;
  prenom: string;
  bloc: string;
  aCompleter: number | null;
}

export interface ReportFund {
  caisse: ReportFundId;
  name: string;
  opening: number;
  closing: number;
  cotisations: number;
  sorties: number;
  months: Array<{ mois: number; cotisation: number; sortie: number }>;
  withdrawals: ReportWithdrawal[];
  blocs: Array<{ bloc: string; amount: number }>;
  upToDate: ReportMember[];
  behind: ReportMember[];
}

export interface AnnualReport {
  annee: number;
  /** The language of whoever asked for it (issue 25): every word of the PDF, the funds' names. */
  langue: Langue;
  association: string;
  editedAt: Date;
  editedBy: string;
  /** The year is the one under way: closing balances are today's, dues are those of the months so far. */
  underWay: boolean;
  funds: ReportFund[];
  inscriptions: {
    opening: number;
    closing: number;
    cotisations: number;
    months: Array<{ mois: number; cotisation: number }>;
  };
  /** Nothing was paid in or taken out that year, in any fund. */
  empty: boolean;
}

async function fund(ctx: AppContext, caisse: ReportFundId, year: number, langue: Langue): Promise<ReportFund> {
  const [summary, { list }, blocs, table] = await Promise.all([
    stats.fundYear(ctx, caisse, year),
    withdrawalsOfYear(ctx, caisse, year),
    stats.amountsPerBloc(ctx, caisse, year),
    // The fund table of the year, as its page and its Excel export show it: each row's
    // 'à compléter' is the one rule of who is behind (rulings R7), read here, never re-derived.
    ledger(ctx, caisse, year, {}),
  ]);
  const members = table.transactions.map((row) => ({
    nom: row.Membre.nom,
    prenom: row.Membre.prenom,
    bloc: row.Membre.bloc,
    aCompleter: row.aCompleter,
  }));
  return {
    caisse,
    name: COMMON_WORDS[langue].funds[caisse],
    opening: summary.opening,
    closing: summary.closing,
    cotisations: summary.cotisations,
    sorties: summary.sorties,
    months: summary.months.cotisation.map((m, i) => ({
      mois: m.mois,
      cotisation: m.totalAmount,
      sortie: summary.months.sortie[i]!.totalAmount,
    })),
    withdrawals: list
      .filter((w) => w.statut === 'Valide')
      .sort((a, b) => (a.validated_at ?? '').localeCompare(b.validated_at ?? '') || a.id - b.id)
      .map((w) => ({
        date: w.validated_at ?? w.createdAt,
        type: withdrawalType(langue, caisse, w.type),
        libelle: w.libelle ?? w.motif ?? '',
        montant: w.montant,
        transport: w.transport,
        total: w.montant + w.transport,
        demandeur: `${w.Membre.prenom} ${w.Membre.nom} (${roleNameFromStored(langue, w.Membre.Role.nom)})`,
        validateur: w.validateur ? `${w.validateur.prenom} ${w.validateur.nom}` : null,
      })),
    blocs,
    upToDate: members.filter((m) => m.aCompleter === null),
    behind: members.filter((m) => m.aCompleter !== null),
  };
}

export async function annualReport(ctx: AppContext, auth: AuthContext, year: number): Promise<AnnualReport> {
  const now = ctx.clock.now();
  const current = doualaMonthYear(now);
  if (year > current.year)
    throw new AppError(
      'VALIDATION',
      `Le rapport de ${year} n’existe pas encore : choisissez ${current.year} ou une année passée.`,
      { annee: 'Année à venir' },
    );
  const langue = await languageOfMember(ctx.db, auth.memberId);
  const [solidarity, monthly, inscriptions, settings, author] = await Promise.all([
    fund(ctx, 1, year, langue),
    fund(ctx, 3, year, langue),
    stats.fundYear(ctx, 2, year),
    readSettings(ctx.db),
    findMemberById(ctx.db, auth.memberId),
  ]);
  const funds = [solidarity, monthly];
  return {
    annee: year,
    langue,
    association: settings['association.nom'],
    editedAt: now,
    editedBy: author ? `${author.prenom} ${author.nom} (${roleNameFromStored(langue, author.roleNom)})` : '',
    underWay: year === current.year,
    funds,
    inscriptions: {
      opening: inscriptions.opening,
      closing: inscriptions.closing,
      cotisations: inscriptions.cotisations,
      months: inscriptions.months.cotisation.map((m) => ({ mois: m.mois, cotisation: m.totalAmount })),
    },
    empty: funds.every((f) => f.cotisations === 0 && f.sorties === 0) && inscriptions.cotisations === 0,
  };
}
