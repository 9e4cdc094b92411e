import {
  memberRecordRefusal,
  FIRST_YEAR,
  REGISTRATION_FEE,
  doualaMonthYear,
  inYearToDate,
  type StatsTotals,
  type UserContributions,
} from '@quartier/shared';
import type { AppContext, AuthContext } from '../../context.js';
import { AppError, refuse } from '../../lib/errors.js';
import * as repo from './repository.js';

type Cell = { annee: number; mois: number; total: number };
const sumOf = (cells: Cell[], filter: (c: Cell) => boolean) => cells.filter(filter).reduce((a, c) => a + c.total, 0);

/**
 * The reference month of a year's cards: the current month for the current year, December for
 * a past year; the previous month may fall in the previous year.
 */
function periods(year: number, now: Date) {
  const current = doualaMonthYear(now);
  const month = year === current.year ? current.month : 12;
  const previous = month === 1 ? { annee: year - 1, mois: 12 } : { annee: year, mois: month - 1 };
  return { month, previous };
}

export async function totals(ctx: AppContext, caisse: 1 | 2 | 3, year: number): Promise<Omit<StatsTotals, 'status'>> {
  const { month, previous } = periods(year, ctx.clock.now());
  const years = [year - 1, year];
  const isIn = (annee: number, mois?: number) => (c: Cell) =>
    c.annee === annee && (mois === undefined || c.mois === mois);
  // The year so far against the same months of the year before (R9), never a whole year.
  const lastYearToDate = (c: Cell) => inYearToDate(c, year - 1, month);
  // Registrations (2): fees of the members who joined, nothing ever goes out of that fund. The
  // others: fundFigures reads the months and both sums in one statement, the balance their difference.
  const { paid, out, totalPaid, totalOut } =
    caisse === 2 ? await registrationFigures(ctx, years) : await repo.fundFigures(ctx.db, caisse, years, true);
  const solde = totalPaid - totalOut;
  return {
    caisse,
    annee: year,
    mois: month,
    totalCotisations: totalPaid,
    cotisationsAnnee: sumOf(paid, isIn(year)),
    cotisationsAnneePrecedente: sumOf(paid, lastYearToDate),
    cotisationsMois: sumOf(paid, isIn(year, month)),
    cotisationsMoisPrecedent: sumOf(paid, isIn(previous.annee, previous.mois)),
    totalSorties: totalOut,
    sortiesAnnee: sumOf(out, isIn(year)),
    sortiesAnneePrecedente: sumOf(out, lastYearToDate),
    sortiesMois: sumOf(out, isIn(year, month)),
    sortiesMoisPrecedent: sumOf(out, isIn(previous.annee, previous.mois)),
    solde,
  };
}

/** The registration fund's figures in the shape of the others (fundFigures): paid by month, out, totals. */
async function registrationFigures(ctx: AppContext, years: number[]) {
  const joined = (await repo.registrationsByMonth(ctx.db, years)).map((c) => ({
    ...c,
    total: c.total * REGISTRATION_FEE,
  }));
  const total = (await repo.memberCount(ctx.db)) * REGISTRATION_FEE;
  return { paid: joined, out: [] as Cell[], totalPaid: total, totalOut: 0 };
}

const twelve = (cells: Cell[], year: number) =>
  Array.from({ length: 12 }, (_, i) => ({
    mois: i + 1,
    totalAmount: sumOf(cells, (c) => c.annee === year && c.mois === i + 1),
  }));

export async function amountsPerMonth(ctx: AppContext, caisse: 1 | 2 | 3, year: number) {
  if (caisse === 2) {
    const joined = (await repo.registrationsByMonth(ctx.db, [year])).map((c) => ({
      ...c,
      total: c.total * REGISTRATION_FEE,
    }));
    return { cotisation: twelve(joined, year), sortie: twelve([], year) };
  }
  const { paid, out } = await repo.fundFigures(ctx.db, caisse, [year], false);
  return { cotisation: twelve(paid, year), sortie: twelve(out, year) };
}

export async function amountsPerBloc(ctx: AppContext, caisse: 1 | 2 | 3, year: number) {
  if (caisse === 2) throw new AppError('VALIDATION', 'Les inscriptions par bloc se lisent dans user/userPerBloc.');
  return repo.contributionsPerBloc(ctx.db, caisse, year);
}

/** 'Mes contributions': a member's cards and charts; her own, or anyone's for staff. */
export async function userContributions(
  ctx: AppContext,
  auth: AuthContext,
  category: 1 | 3,
  year: number,
  memberId: number,
): Promise<Omit<UserContributions, 'status'>> {
  refuse(memberRecordRefusal(auth, memberId));
  const figures = await repo.memberFigures(ctx.db, memberId, category);
  if (!figures) throw new AppError('MEMBER_NOT_FOUND');
  const { perMonth, best, shares } = figures;
  const now = doualaMonthYear(ctx.clock.now());
  const years = Array.from({ length: now.year - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
  return {
    global: sumOf(perMonth, () => true),
    year: sumOf(perMonth, (c) => c.annee === year),
    month: sumOf(perMonth, (c) => c.annee === now.year && c.mois === now.month),
    best,
    totalCotisationsActualYear: twelve(perMonth, year),
    totalContributionsPerYears: years.map((annee) => ({
      annee,
      totalAmount: sumOf(perMonth, (c) => c.annee === annee),
    })),
    sorties: {
      year: shares.filter((s) => s.annee === year).reduce((a, s) => a + s.total, 0),
      global: shares.reduce((a, s) => a + s.total, 0),
    },
  };
}

export async function genders(ctx: AppContext) {
  return repo.genders(ctx.db);
}

/**
 * One fund's year as the annual report tells it (issue 26): the balance on 1 January, the
 * months of amountsPerMonth (the statistics' own figures), and the balance on 31 December,
 * which for the year under way is the fund's balance today (stats/totals solde).
 */
export async function fundYear(ctx: AppContext, caisse: 1 | 2 | 3, year: number) {
  const [months, opening] = await Promise.all([
    amountsPerMonth(ctx, caisse, year),
    caisse === 2
      ? repo.registrationsBefore(ctx.db, year).then((n) => n * REGISTRATION_FEE)
      : repo.balanceBefore(ctx.db, caisse, year),
  ]);
  const cotisations = months.cotisation.reduce((a, m) => a + m.totalAmount, 0);
  const sorties = months.sortie.reduce((a, m) => a + m.totalAmount, 0);
  return { caisse, annee: year, opening, months, cotisations, sorties, closing: opening + cotisations - sorties };
}
