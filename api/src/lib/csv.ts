// Spreadsheet exports (leads, newsletter subscribers, listing analytics): one way to write a cell and a file.

/**
 * One CSV cell: always quoted, quotes doubled; a cell a spreadsheet would run as a formula (starting with = + - @,
 * or a tab or carriage return before one) gets a leading apostrophe so it stays text.
 */
export function csvCell(value: string | number | null): string {
  if (typeof value === 'number') return String(value);
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV file as spreadsheets open it without asking: UTF-8 with a byte-order mark, CRLF lines. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>) {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
