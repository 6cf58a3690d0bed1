import { describe, expect, test } from 'bun:test';
import { stepFrom, stepIntro } from './editor-steps';

describe('the editor steps', () => {
  test('the URL names a step from 0 to 4; anything else opens General Details', () => {
    expect(stepFrom('3')).toBe(3);
    expect(stepFrom(null)).toBe(0);
    expect(stepFrom('5')).toBe(0);
    expect(stepFrom('1.5')).toBe(0);
    expect(stepFrom('media')).toBe(0);
  });

  test('the interior step tells offices that restrooms are required', () => {
    expect(stepIntro(2, 'commercial')).toContain('restrooms (required)');
    expect(stepIntro(2, 'residential')).toContain('All optional');
  });
});
