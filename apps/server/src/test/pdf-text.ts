import { getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF as a reader sees it, line by line (pdf.js through unpdf, pure JavaScript):
 * the pieces drawn on one baseline of a page joined by a space, top to bottom. No-break and
 * narrow no-break spaces read as plain spaces, so amounts compare with `plain(formatXaf(n))`.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const rows = new Map<number, Array<{ x: number; str: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      // Pieces of one line may sit a point apart (bold and regular fonts).
      const key = [...rows.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      rows.set(key, [...(rows.get(key) ?? []), { x: item.transform[4] as number, str: item.str }]);
    }
    for (const key of [...rows.keys()].sort((a, b) => b - a))
      lines.push(
        plain(
          rows
            .get(key)!
            .sort((a, b) => a.x - b.x)
            .map((p) => p.str.trim())
            .join(' '),
        ),
      );
  }
  await pdf.destroy();
  return lines;
}

/** Every kind of space as one plain space. */
export function plain(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2007\u2009]+/g, ' ').trim();
}
