/**
 * A one-page PDF written by hand: enough for the clearly marked sample documents of a first
 * start (issue 7), without a PDF library in the server.
 */
function escapePdfText(text: string): string {
  // WinAnsi covers French accents; the string is written byte by byte in latin1.
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[’]/g, "'");
}

export function samplePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 20 Tf 60 770 Td',
    `(${escapePdfText(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td',
    ...lines.flatMap((line) => [`(${escapePdfText(line)}) Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Is this a PDF by its content, whatever its name says? */
export function looksLikePdf(file: Buffer): boolean {
  if (file.length < 64 || file.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return file
    .subarray(Math.max(0, file.length - 1024))
    .toString('latin1')
    .includes('%%EOF');
}
