import { describe, expect, test } from 'bun:test';
import { fileRules, listingFileMessages } from '@naija-homes/contracts/upload';
import { singleFileChoice } from './single-file';

const png = (name = 'plan.png', size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('a single-file field', () => {
  test('takes the one file that meets the rule', () => {
    const file = png();
    expect(singleFileChoice([file], fileRules.floorPlan)).toEqual({ file, problem: null });
  });
  test('refuses several files with the spec message', () => {
    expect(singleFileChoice([png(), png('b.png')], fileRules.floorPlan)).toEqual({
      file: null,
      problem: listingFileMessages.maxFiles(1),
    });
  });
  test('refuses a file over the size limit and does nothing without a file', () => {
    expect(singleFileChoice([png('big.png', fileRules.floorPlan.maxBytes + 1)], fileRules.floorPlan).file).toBeNull();
    expect(singleFileChoice([], fileRules.floorPlan)).toEqual({ file: null, problem: null });
  });
});
