import { plural } from '@quartier/shared';
import type { StatsMessages } from './fr';

const members = (count: number) => plural(count, 'en', { one: 'member', other: 'members' });

/** The statistics' words in English (issue 25), a chunk of their own; words from docs/glossaire.md. */
export const en: StatsMessages = {
  filters: {
    category: 'Category',
    categories: { 1: 'Solidarity fund', 2: 'Registrations', 3: 'Monthly contributions' },
    yearNotApplies: 'The year does not apply to registrations: the figures cover every member.',
  },
  report: {
    title: 'Annual report (PDF)',
    description: 'For the general assembly: balances, contributions per month, withdrawals, blocks and late members.',
    yearLabel: 'Year of the report',
    button: (year) => `Download the ${year} report`,
    done: (fileName) => `“${fileName}” downloaded.`,
    failed: 'The annual report could not be downloaded',
  },
  fund: {
    currentBalance: (amount) => `Current balance: ${amount}`,
    figuresFailed: 'The fund’s figures could not be loaded',
    figuresLoading: 'Loading the figures',
    totalIn: 'Total contributions',
    totalOut: 'Total withdrawals',
    yearIn: (year) => `Contributions ${year}`,
    yearOut: (year) => `Withdrawals ${year}`,
    monthIn: (month, year) => `Contributions ${month} ${year}`,
    monthOut: (month, year) => `Withdrawals ${month} ${year}`,
    sinceJanuary: (amount, lastYear) => `since 1 January (${amount} at the end of ${lastYear})`,
    allYears: 'all years together',
    comparedTo: (period, amount) => `compared with ${period} (${amount})`,
  },
  inOut: {
    title: (year) => `Money in and out per month in ${year}`,
    failed: 'The chart could not be loaded',
    in: 'In',
    out: 'Out',
    month: 'Month',
    totals: (totalIn, totalOut) => `In: ${totalIn} · Out: ${totalOut}`,
    summary: (title, totalIn, totalOut, best) =>
      `${title}: ${totalIn} in and ${totalOut} out over the year` +
      (best ? `; the strongest month for money in is ${best.month} (${best.amount}).` : '.'),
  },
  perBloc: {
    title: (year) => `Contributions ${year} per block`,
    loading: 'Loading the contributions per block',
    failed: 'The contributions per block could not be loaded',
    emptyTitle: 'No contribution',
    emptyText: (year) => `No contribution was recorded in ${year} in this fund.`,
    total: (amount) => `Total: ${amount}`,
    summary: (title, parts) => `${title}: ${parts}.`,
  },
  running: {
    title: (year) => `Running totals of ${year}`,
    description: 'Totals since 1 January, in XAF',
    loading: 'Loading the running totals',
    failed: 'The running totals could not be loaded',
    tableLabel: (title) => `${title}, amounts in XAF`,
    month: 'Month',
    in: 'In',
    out: 'Out',
    balance: 'Balance',
  },
  inscriptions: {
    loading: 'Loading the registrations',
    failed: 'The members per block could not be loaded',
    heading: 'Registrations · all members',
    members: 'Members',
    women: 'Women',
    men: 'Men',
    fees: 'Registration fees',
    shareOfMembers: (share) => `${share} of the members`,
  },
  blocMembers: {
    title: 'Members per block',
    description: (count, countText, blocs, blocsText) =>
      `${countText} ${members(count)} in ${blocsText} ${plural(blocs, 'en', { one: 'block', other: 'blocks' })}`,
    summary: (parts) => `Members per block: ${parts}.`,
    count: (count, countText) => `${countText} ${members(count)}`,
    tableLabel: 'Members per block, from the largest to the smallest',
    bloc: 'Block',
    members: 'Members',
    share: 'Share',
    largest: 'largest',
    smallest: 'smallest',
  },
  gender: {
    title: 'Men and women per block',
    women: 'Women',
    men: 'Men',
    blocLine: (bloc, women, womenText, men, menText) =>
      `${bloc} ${womenText} ${plural(women, 'en', { one: 'woman', other: 'women' })} and ${menText} ${plural(men, 'en', { one: 'man', other: 'men' })}`,
    summary: (parts) => `Men and women per block: ${parts}.`,
    bloc: 'Block',
    total: 'Total',
  },
};
