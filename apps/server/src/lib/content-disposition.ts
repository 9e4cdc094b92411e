/**
 * A download's Content-Disposition with its French file name: the UTF-8 name for browsers
 * (RFC 6266 filename*), and an ASCII one without accents or quotes for the others.
 */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, "'")
    .replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
