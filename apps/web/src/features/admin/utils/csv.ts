/** One CSV cell: quoted when it holds a separator, a quote or a line break; objects as JSON. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV (RFC 4180, comma-separated, CRLF), with the given columns in order. */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  const lines = [columns.map(cell).join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers a file to save under `fileName` (a link to the blob, clicked). */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file by then; a large one may take a while to write.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Offers a CSV text as a download; the BOM lets spreadsheet programs read Cyrillic as UTF-8. */
export function downloadCsv(name: string, text: string): void {
  saveFile(`${name}.csv`, new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
}
