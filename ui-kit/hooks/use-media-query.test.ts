// Width queries as the server evaluates them for its first paint (the browser's matchMedia does it otherwise).
import { expect, test } from 'bun:test';
import { widthMatches } from './use-media-query';

test('min-width and max-width, alone and joined with "and", at the assumed width', () => {
  expect(widthMatches('(min-width: 768px)', 1280)).toBe(true);
  expect(widthMatches('(min-width: 768px)', 375)).toBe(false);
  expect(widthMatches('(max-width: 767px)', 375)).toBe(true);
  expect(widthMatches('(min-width: 768px) and (max-width: 1279px)', 1280)).toBe(false);
  expect(widthMatches('(min-width: 768px) and (max-width: 1279px)', 1024)).toBe(true);
});

test('anything but a width never matches on the server', () => {
  expect(widthMatches('(prefers-reduced-motion: reduce)', 1280)).toBe(false);
  expect(widthMatches('(orientation: landscape)', 1280)).toBe(false);
  expect(widthMatches('(min-width: 48em)', 1280)).toBe(false);
});
