import { describe, expect, test } from 'bun:test';
import { csvCell, csvDocument, csvPhone, csvTime } from './csv';

describe('the one CSV convention', () => {
  test('times are Lagos wall-clock time, across midnight and the year', () => {
    expect(csvTime(new Date('2026-12-31T23:59:00Z'))).toBe('2027-01-01 00:59');
    expect(csvTime(new Date('2026-06-15T09:05:00Z'))).toBe('2026-06-15 10:05');
  });

  test('phones read as phones and never as formulas', () => {
    expect(csvCell(csvPhone('+2348031234567'))).toBe('"(+234) 803 123 4567"');
    expect(csvCell(csvPhone(null))).toBe('""');
    // A foreign number keeps its E.164 form behind the apostrophe.
    expect(csvCell(csvPhone('+447911123456'))).toBe(`"'+447911123456"`);
  });

  test('text that a spreadsheet would run is neutralised; quotes doubled', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(12)).toBe('12');
    expect(csvDocument(['A'], [['x']])).toBe('\uFEFF"A"\r\n"x"\r\n');
  });
});
