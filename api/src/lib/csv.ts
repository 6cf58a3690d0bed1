// Spreadsheet exports (leads, newsletter subscribers, listing analytics): the one CSV writer, with one convention.
// - Times are Lagos wall-clock time, 'YYYY-MM-DD HH:MM' (`csvTime`), in a column whose header says '(Lagos time)'.
// - Phones are readable, grouped as everywhere else ('+234 803 123 4567', contracts/phone-format.ts), written
//   '(+234) 803 123 4567' (`csvPhone`): a cell starting with '+' is a formula to Excel, LibreOffice and Google Sheets
//   (and '+234 803 …' an error), while a cell starting with '(' and holding spaces is plain text to all three, so the
//   country code stays visible without the apostrophe that Excel shows as part of the text.
// - Every other text cell is formula-safe: one starting with = + - @, a tab or a carriage return gets a leading
//   apostrophe, so a lead's "=HYPERLINK(…)" is shown, never run.
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { formatPhoneForDisplay } from '@naija-homes/contracts/phone-format';

/** A cell already made safe by the writer's own rules (a phone); written quoted, never re-prefixed. */
interface SafeCell {
  readonly safe: string;
}
export type CsvValue = string | number | null | SafeCell;

/** One CSV cell: always quoted (numbers bare), quotes doubled; a would-be formula gets a leading apostrophe. */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return String(value);
  if (value !== null && typeof value === 'object') return `"${value.safe.replace(/"/g, '""')}"`;
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A moment in Lagos time as a spreadsheet reads it: '2026-11-22 14:05'. */
export function csvTime(date: Date): string {
  // formatLagosDateTime's clock part, on lagosIsoDate's day: both in Lagos (UTC+1, no daylight saving).
  const time = new Date(date.getTime() + 60 * 60 * 1000).toISOString().slice(11, 16);
  return `${lagosIsoDate(date)} ${time}`;
}

/** A phone as people read it, safe in a spreadsheet: '(+234) 803 123 4567'; empty when there is none. */
export function csvPhone(phone: string | null): CsvValue {
  if (!phone) return '';
  const shown = formatPhoneForDisplay(phone);
  const nigerian = /^\+234 (\d{3} \d{3} \d{4})$/.exec(shown);
  return nigerian ? { safe: `(+234) ${nigerian[1]}` } : shown;
}

/** A CSV file as spreadsheets open it without asking: UTF-8 with a byte-order mark, CRLF lines. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvValue>>) {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
