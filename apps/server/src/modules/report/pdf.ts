import { formatDay, formatXaf, monthName, type Langue } from '@quartier/shared';
import type { AnnualReport, ReportFund, ReportMember } from './service.js';
import { REPORT_WORDS } from './words.js';

/*
 * The annual report drawn with pdfkit (ADR 0022): A4 portrait, one column, type large enough
 * for a phone (13 pt body, no table wider than the page), standard Helvetica in WinAnsi (French
 * accents without embedding a font), charts as plain vector bars.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER = 28;
const SIZE = { title: 26, h1: 20, h2: 15, body: 13, small: 11 };
const COLOR = { text: '#1a1b1e', dim: '#5c5f66', in: '#1c7ed6', out: '#e8590c', rule: '#ced4da', band: '#f1f3f5' };
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** The 27 characters WinAnsi adds to Latin-1 in 0x80–0x9F. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * Text the standard fonts can draw. French formatters group digits with narrow no-break spaces
 * (U+202F), absent from WinAnsi: they become no-break spaces (U+00A0), which keep an amount on
 * one line. Other letters outside WinAnsi lose their accent (ŋ stays readable as n) or become '?'.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/[\u202f\u2007\u2009]/g, '\u00a0')) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(char)) out += char;
    else if (char === '\n') out += char;
    else {
      const bare = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]+$/.test(bare) ? bare : char === 'ŋ' ? 'n' : char === 'Ŋ' ? 'N' : '?';
    }
  }
  return out;
}

/** An amount as the whole product writes it ('12 500 XAF', formatXaf; '12,500 XAF' in English), drawable. */
export const money = (amount: number, langue: Langue = 'fr') => pdfText(formatXaf(amount, langue));

type Doc = PDFKit.PDFDocument;

function fits(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin - FOOTER) doc.addPage();
}

function heading(doc: Doc, text: string, size = SIZE.h1) {
  fits(doc, size * 3);
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(size).fillColor(COLOR.text).text(pdfText(text), PAGE.margin, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
}

function paragraph(
  doc: Doc,
  text: string,
  options: { size?: number; color?: string; bold?: boolean; indent?: number } = {},
) {
  const indent = options.indent ?? 0;
  doc
    .font(options.bold ? BOLD : REGULAR)
    .fontSize(options.size ?? SIZE.body)
    .fillColor(options.color ?? COLOR.text)
    .text(pdfText(text), PAGE.margin + indent, doc.y, { width: WIDTH - indent });
}

/** A label and its amount on one line, the amount to the right: the report's key figures. */
function figure(doc: Doc, langue: Langue, label: string, amount: number, bold = false) {
  fits(doc, SIZE.body * 1.8);
  const y = doc.y;
  doc
    .font(bold ? BOLD : REGULAR)
    .fontSize(SIZE.body)
    .fillColor(COLOR.text);
  doc.text(pdfText(label), PAGE.margin, y, { width: WIDTH * 0.62 });
  const after = doc.y;
  doc.font(BOLD).text(money(amount, langue), PAGE.margin + WIDTH * 0.62, y, { width: WIDTH * 0.38, align: 'right' });
  doc.y = Math.max(after, doc.y) + 4;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table of short cells; rows break across pages with their header written again. */
function table(doc: Doc, columns: Column[], rows: string[][], options: { lastBold?: boolean } = {}) {
  const total = columns.reduce((a, c) => a + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * WIDTH);
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(SIZE.body);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(pdfText(cell), { width: widths[i]! - 8 }))) + 8;
  };
  const draw = (cells: string[], font: string, fill?: string) => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    if (fill) doc.rect(PAGE.margin, y, WIDTH, height).fill(fill);
    let x = PAGE.margin;
    doc.font(font).fontSize(SIZE.body).fillColor(COLOR.text);
    cells.forEach((cell, i) => {
      doc.text(pdfText(cell), x + 4, y + 4, { width: widths[i]! - 8, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    doc
      .moveTo(PAGE.margin, y + height)
      .lineTo(PAGE.margin + WIDTH, y + height)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.y = y + height;
  };
  const header = columns.map((c) => c.header);
  fits(doc, rowHeight(header, BOLD) * 2);
  draw(header, BOLD, COLOR.band);
  rows.forEach((row, index) => {
    const bold = options.lastBold && index === rows.length - 1;
    const height = rowHeight(row, bold ? BOLD : REGULAR);
    if (doc.y + height > PAGE.height - PAGE.margin - FOOTER) {
      doc.addPage();
      draw(header, BOLD, COLOR.band);
    }
    draw(row, bold ? BOLD : REGULAR, bold ? COLOR.band : undefined);
  });
  doc.moveDown(0.5);
}

function legend(doc: Doc, items: Array<[string, string]>) {
  let x = PAGE.margin;
  const y = doc.y;
  doc.font(REGULAR).fontSize(SIZE.small);
  for (const [color, label] of items) {
    doc.rect(x, y + 1, 10, 10).fill(color);
    doc.fillColor(COLOR.text).text(pdfText(label), x + 14, y, { lineBreak: false });
    x += 14 + doc.widthOfString(pdfText(label)) + 18;
  }
  doc.y = y + SIZE.small + 8;
}

/** Twelve months, one or two bars each (contributions, withdrawals), on a common scale. */
function monthChart(doc: Doc, langue: Langue, series: Array<{ color: string; label: string; values: number[] }>) {
  const words = REPORT_WORDS[langue];
  const height = 150;
  fits(doc, height + 60);
  legend(
    doc,
    series.map((s) => [s.color, s.label]),
  );
  const top = doc.y + 4;
  const base = top + height;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  doc
    .moveTo(PAGE.margin, base)
    .lineTo(PAGE.margin + WIDTH, base)
    .lineWidth(0.8)
    .strokeColor(COLOR.dim)
    .stroke();
  const slot = WIDTH / 12;
  const bar = Math.min(14, (slot - 6) / series.length);
  for (let m = 0; m < 12; m++) {
    const x0 = PAGE.margin + m * slot + (slot - bar * series.length) / 2;
    series.forEach((s, i) => {
      const h = (s.values[m]! / max) * height;
      if (h > 0) doc.rect(x0 + i * bar, base - h, bar - 1, Math.max(h, 1)).fill(s.color);
    });
    doc
      .font(REGULAR)
      .fontSize(SIZE.small)
      .fillColor(COLOR.dim)
      .text(pdfText(words.shortMonths[m]!), PAGE.margin + m * slot, base + 4, { width: slot, align: 'center' });
  }
  doc
    .font(REGULAR)
    .fontSize(SIZE.small)
    .fillColor(COLOR.dim)
    .text(pdfText(words.scale(money(max, langue))), PAGE.margin, base + 22, {
      width: WIDTH,
    });
  doc.fillColor(COLOR.text);
  doc.y = base + 22 + SIZE.small + 10;
}

/** One horizontal bar per block, its amount written beside it. */
function blocChart(doc: Doc, langue: Langue, blocs: Array<{ bloc: string; amount: number }>, color: string) {
  const max = Math.max(1, ...blocs.map((b) => b.amount));
  const label = WIDTH * 0.28;
  const value = WIDTH * 0.3;
  const barWidth = WIDTH - label - value - 8;
  for (const b of blocs) {
    fits(doc, 24);
    const y = doc.y;
    doc
      .font(REGULAR)
      .fontSize(SIZE.body)
      .fillColor(COLOR.text)
      .text(pdfText(b.bloc), PAGE.margin, y, { width: label - 6, lineBreak: false, ellipsis: true });
    doc.rect(PAGE.margin + label, y + 1, Math.max(1, (b.amount / max) * barWidth), 13).fill(color);
    doc
      .font(BOLD)
      .fillColor(COLOR.text)
      .text(money(b.amount, langue), PAGE.margin + WIDTH - value, y, { width: value, align: 'right' });
    doc.y = y + 22;
  }
  doc.moveDown(0.4);
}

function memberName(m: ReportMember) {
  return `${m.nom} ${m.prenom}`;
}

/** A fund's year in four figures: opening balance, contributions, validated withdrawals, closing. */
function fundFigures(doc: Doc, fund: ReportFund, report: AnnualReport) {
  const year = report.annee;
  const langue = report.langue;
  const words = REPORT_WORDS[langue];
  figure(doc, langue, words.opening(year), fund.opening);
  figure(doc, langue, words.contributions(year), fund.cotisations);
  figure(doc, langue, words.validatedWithdrawals(year), fund.sorties);
  figure(doc, langue, closingLabel(report), fund.closing, true);
}

function fundSection(doc: Doc, fund: ReportFund, report: AnnualReport) {
  const year = report.annee;
  const langue = report.langue;
  const words = REPORT_WORDS[langue];
  const cash = (amount: number) => money(amount, langue);
  doc.addPage();
  heading(doc, fund.name, SIZE.h1);
  fundFigures(doc, fund, report);

  heading(doc, words.perMonth, SIZE.h2);
  monthChart(doc, langue, [
    { color: COLOR.in, label: words.legendContributions, values: fund.months.map((m) => m.cotisation) },
    { color: COLOR.out, label: words.legendWithdrawals, values: fund.months.map((m) => m.sortie) },
  ]);
  table(
    doc,
    [
      { header: words.month, width: 30 },
      { header: words.contributionsHeader, width: 35, align: 'right' },
      { header: words.withdrawalsHeader, width: 35, align: 'right' },
    ],
    [
      ...fund.months.map((m) => [monthName(m.mois, langue), cash(m.cotisation), cash(m.sortie)]),
      [words.total, cash(fund.cotisations), cash(fund.sorties)],
    ],
    { lastBold: true },
  );

  heading(doc, words.withdrawalsIn(year), SIZE.h2);
  if (fund.withdrawals.length === 0) paragraph(doc, words.noWithdrawal(year), { color: COLOR.dim });
  for (const w of fund.withdrawals) {
    fits(doc, 80);
    const y = doc.y;
    const indent = 12;
    paragraph(doc, `${formatDay(w.date, langue)} · ${w.type} · ${cash(w.total)}`, { bold: true, indent });
    if (w.libelle) paragraph(doc, words.purpose(w.libelle), { indent });
    if (w.transport > 0) paragraph(doc, words.amountAndTransport(cash(w.montant), cash(w.transport)), { indent });
    paragraph(doc, words.requestedBy(w.demandeur), { color: COLOR.dim, indent });
    paragraph(doc, words.validatedBy(w.validateur ?? '—'), { color: COLOR.dim, indent });
    doc.rect(PAGE.margin, y, 3, doc.y - y).fill(COLOR.out);
    doc.fillColor(COLOR.text);
    doc.moveDown(0.6);
  }
  figure(doc, langue, words.withdrawalsTotal(year), fund.sorties, true);
}

function closingLabel(report: AnnualReport) {
  const words = REPORT_WORDS[report.langue];
  return report.underWay
    ? words.closingToday(formatDay(report.editedAt.toISOString(), report.langue))
    : words.closingYear(report.annee);
}

function standingSection(doc: Doc, fund: ReportFund, report: AnnualReport) {
  const words = REPORT_WORDS[report.langue];
  heading(doc, fund.name, SIZE.h2);
  const rule =
    fund.caisse === 3
      ? report.underWay
        ? words.ruleMonthlyUnderWay
        : words.ruleMonthlyYear(report.annee)
      : words.ruleSolidarity;
  paragraph(doc, rule, { color: COLOR.dim, size: SIZE.small });
  doc.moveDown(0.3);
  paragraph(doc, words.upToDateCount(fund.upToDate.length), { bold: true });
  paragraph(doc, words.behindCount(fund.behind.length), { bold: true });
  doc.moveDown(0.3);
  if (fund.behind.length > 0)
    table(
      doc,
      [
        { header: words.behindMember, width: 45 },
        { header: words.bloc, width: 22 },
        { header: words.stillDue, width: 33, align: 'right' },
      ],
      fund.behind.map((m) => [memberName(m), m.bloc, money(m.aCompleter ?? 0, report.langue)]),
    );
  if (fund.upToDate.length > 0) {
    paragraph(doc, words.upToDateList, { bold: true });
    paragraph(doc, fund.upToDate.map(memberName).join(', ') + '.', { size: SIZE.small });
  }
  doc.moveDown(0.6);
}

function footers(doc: Doc, report: AnnualReport) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(SIZE.small - 1)
      .fillColor(COLOR.dim)
      .text(
        pdfText(REPORT_WORDS[report.langue].footer(report.association, report.annee, i + 1, range.count)),
        PAGE.margin,
        PAGE.height - PAGE.margin + 6,
        { width: WIDTH, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

export async function renderAnnualReport(report: AnnualReport): Promise<Buffer> {
  // Loaded on the first report: pdfkit and its fonts would otherwise sit in every server's memory (ADR 0026).
  const { default: PDFDocument } = await import('pdfkit');
  const langue = report.langue;
  const words = REPORT_WORDS[langue];
  const cash = (amount: number) => money(amount, langue);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: words.pdfLang,
    displayTitle: true,
    // The clock of the request, not the machine's: the same data gives the same file.
    info: {
      Title: pdfText(words.infoTitle(report.annee, report.association)),
      Author: pdfText(report.editedBy),
      Creator: 'Quartier',
      Producer: 'Quartier',
      CreationDate: report.editedAt,
      ModDate: report.editedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const year = report.annee;

  // Page 1: the year at a glance.
  doc.rect(0, 0, PAGE.width, 8).fill(COLOR.in);
  doc.y = PAGE.margin;
  paragraph(doc, report.association, { size: SIZE.h2, color: COLOR.dim, bold: true });
  doc.moveDown(0.2);
  paragraph(doc, words.title(year), { size: SIZE.title, bold: true });
  paragraph(doc, words.subtitle, { size: SIZE.h2, color: COLOR.dim });
  doc.moveDown(0.4);
  paragraph(doc, words.edited(formatDay(report.editedAt.toISOString(), langue), report.editedBy), {
    size: SIZE.small,
    color: COLOR.dim,
  });
  if (report.underWay)
    paragraph(doc, words.underWay(year), {
      size: SIZE.small,
      color: COLOR.dim,
    });
  if (report.empty) {
    doc.moveDown(0.6);
    paragraph(doc, words.empty(year), { bold: true });
  }
  heading(doc, words.glance);
  for (const f of report.funds) {
    heading(doc, f.name, SIZE.h2);
    fundFigures(doc, f, report);
  }
  heading(doc, words.inscriptions, SIZE.h2);
  figure(doc, langue, words.inscriptionsBefore(year), report.inscriptions.opening);
  figure(doc, langue, words.inscriptionsYear(year), report.inscriptions.cotisations);
  figure(doc, langue, words.inscriptionsTotal(year), report.inscriptions.closing, true);

  for (const f of report.funds) fundSection(doc, f, report);

  doc.addPage();
  heading(doc, words.inscriptionsYear(year));
  monthChart(doc, langue, [
    { color: COLOR.in, label: words.inscriptions, values: report.inscriptions.months.map((m) => m.cotisation) },
  ]);
  table(
    doc,
    [
      { header: words.month, width: 45 },
      { header: words.inscriptions, width: 55, align: 'right' },
    ],
    [
      ...report.inscriptions.months.map((m) => [monthName(m.mois, langue), cash(m.cotisation)]),
      [words.total, cash(report.inscriptions.cotisations)],
    ],
    { lastBold: true },
  );

  heading(doc, words.perBloc(year));
  for (const f of report.funds) {
    heading(doc, f.name, SIZE.h2);
    if (f.blocs.length === 0) paragraph(doc, words.noContribution(year), { color: COLOR.dim });
    else blocChart(doc, langue, f.blocs, f.caisse === 1 ? COLOR.in : COLOR.out);
  }

  doc.addPage();
  heading(doc, words.standing);
  for (const f of report.funds) standingSection(doc, f, report);

  footers(doc, report);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
