/**
 * Reads back a CSV the app exports (lib/csv.ts): BOM, ';' separators, CRLF rows, RFC 4180
 * quotes. Answers one object per row keyed by the header, the way a spreadsheet would read it.
 */
export function parseCsv(text: string, delimiter = ';'): Record<string, string>[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && source[i + 1] === '\n')) {
      if (char === '\r') i += 1;
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) records.push([...row, cell]);
  const [header = [], ...body] = records;
  return body.map((values) => Object.fromEntries(header.map((name, i) => [name, values[i] ?? ''])));
}
