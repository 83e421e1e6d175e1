/** One priced row of a market price export: the item's market name and its price in roubles. */
export interface ExportedPrice {
  name: string;
  price: number;
}

/** Column names market exports use for the name and (in order of preference) the price. */
const NAME_KEYS = ['market_hash_name', 'name', 'market_name'];
const PRICE_KEYS = ['price', 'suggested_price', 'median_price', 'mean_price', 'min_price', 'last_price'];

/** Splits CSV text into rows of fields: comma or semicolon separated, fields optionally in double quotes ("" inside is a quote). */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      field = '';
      if (row.some((f) => f.trim() !== '')) rows.push(row);
      row = [];
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f.trim() !== '')) rows.push(row);
  return rows;
}

function priceOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(/\s/g, '').replace(',', '.')) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

function fromRecord(record: Record<string, unknown>): ExportedPrice | null {
  const lower = Object.fromEntries(Object.entries(record).map(([k, v]) => [k.trim().toLowerCase(), v]));
  const nameKey = NAME_KEYS.find((k) => typeof lower[k] === 'string' && (lower[k] as string).trim() !== '');
  const price = PRICE_KEYS.map((k) => priceOf(lower[k])).find((p) => p !== null) ?? null;
  if (!nameKey || price === null) return null;
  return { name: (lower[nameKey] as string).trim(), price };
}

/**
 * Reads a market price export: CSV with a header row naming `name` or `market_hash_name` and a
 * price column, or JSON (an array of such records, or an object of name → price or name → record).
 * Rows without a name or a positive price are skipped and counted.
 */
export function parsePriceExport(format: 'csv' | 'json', text: string): { prices: ExportedPrice[]; skipped: number } {
  const records: Record<string, unknown>[] = [];
  if (format === 'csv') {
    const [header, ...rows] = parseCsv(text);
    if (!header) return { prices: [], skipped: 0 };
    for (const row of rows) records.push(Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])));
  } else {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return { prices: [], skipped: 0 };
    }
    const list = Array.isArray(data) ? data : data && typeof data === 'object' ? Object.entries(data).map(([name, v]) => (v && typeof v === 'object' ? { name, ...(v as object) } : { name, price: v })) : [];
    for (const r of list) if (r && typeof r === 'object') records.push(r as Record<string, unknown>);
  }
  const prices: ExportedPrice[] = [];
  let skipped = 0;
  for (const r of records) {
    const p = fromRecord(r);
    if (p) prices.push(p);
    else skipped += 1;
  }
  return { prices, skipped };
}
