/*
 * The French formats of the statistics screens, built as this module loads (building them on
 * first use put that work in a slice of the first render, ADR 0013). Apart from period.ts, whose
 * calendar the app's first answers need before the French locale data is loaded (ADR 0014).
 */
import { currentLanguage } from '../lib/i18n';

const shortMonthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });

/** 'janv.', 'févr.', 'mars'… for chart axes, where twelve full names do not fit on a phone. */
export function shortMonth(month: number): string {
  return (currentLanguage() === 'en' ? english().shortMonth : shortMonthFormat).format(Date.UTC(2020, month - 1, 1));
}

const signedPercent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const plainPercent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** '+12,3 %', '-4 %', '0 %' from a percentage (12.3, not 0.123). */
export function formatTrend(percent: number): string {
  return (currentLanguage() === 'en' ? english().signedPercent : signedPercent).format(percent / 100);
}

/** '23,5 %': a share of a whole, from a percentage. */
export function formatShare(percent: number): string {
  return (currentLanguage() === 'en' ? english().plainPercent : plainPercent).format(percent / 100);
}

/** The English formats (issue 25), built on first use: most readers never need them. */
let englishFormats:
  { shortMonth: Intl.DateTimeFormat; signedPercent: Intl.NumberFormat; plainPercent: Intl.NumberFormat } | undefined;
function english() {
  return (englishFormats ??= {
    shortMonth: new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }),
    signedPercent: new Intl.NumberFormat('en-GB', {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
    plainPercent: new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 }),
  });
}
