import { describe, expect, test } from 'bun:test';
import { searchParamsRecord, searchToParams } from '@naija-homes/contracts/search';
import { draftFromRaw, draftToPatch, rangeInputText } from './filter-draft';
import { firstIssue, parseSearch, rawList, resultCount } from './search-logic';

describe('search state in the URL', () => {
  test('a shared URL parses to the same search and writes back the same', () => {
    const url =
      'propertyFor=rent&search=Lekki&propertyType=flat,mini-flat&bedrooms=5%2B&minPrice=1000000.5&sort=price-asc';
    const parsed = parseSearch(searchParamsRecord(new URLSearchParams(url)));
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.bedrooms).toBe(5);
    expect(searchToParams(parsed.data).toString()).toBe(
      'propertyFor=rent&search=Lekki&propertyType=flat%2Cmini-flat&bedrooms=5&minPrice=1000000.5&sort=price-asc',
    );
  });

  test('the first message is the field-level one, worded by the contract', () => {
    const parsed = parseSearch({ minPrice: '9', maxPrice: '1', minArea: '0' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(firstIssue(parsed.error)).toEqual({ message: 'Area must be greater than 0', field: 'minArea' });
  });

  test('rent terms are refused unless the search is for rent', () => {
    const parsed = parseSearch({ propertyFor: 'sale', leaseTerm: 'long-term' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(firstIssue(parsed.error).message).toBe(
      'Rent payment frequency and lease term apply only to properties for rent',
    );
  });

  test('the Filters draft reads lists in both URL forms and clears every filter it does not hold', () => {
    const raw = { propertyType: ['flat', 'house'], utilities: 'Elevator,Fibre Internet', bedrooms: '5+', search: 'x' };
    expect(rawList(raw, 'utilities')).toEqual(['Elevator', 'Fibre Internet']);
    const draft = draftFromRaw(raw);
    expect(draft).toEqual({
      propertyType: ['flat', 'house'],
      utilities: ['Elevator', 'Fibre Internet'],
      bedrooms: '5',
    });
    const patch = draftToPatch(draft);
    expect(patch.minPrice).toBeUndefined();
    expect('minPrice' in patch).toBe(true);
    expect('search' in patch).toBe(false);
  });

  test('a Filters range input drops only thousands commas and spaces; Apply refuses the rest with words', () => {
    expect(rangeInputText('45,000,000')).toBe('45000000');
    expect(rangeInputText(' 7 500.50 ')).toBe('7500.50');
    // Kept as typed, for Apply to refuse: never a keystroke swallowed unseen.
    for (const typed of ['1e6', '12.345', 'abc', '12a', '-5', '4.5.6']) expect(rangeInputText(typed)).toBe(typed);
    const refused: Array<[Record<string, string>, string]> = [
      [{ minPrice: '1e6' }, 'Minimum price must contain only digits and a decimal point'],
      [{ maxPrice: 'abc' }, 'Maximum price must contain only digits and a decimal point'],
      [{ minPrice: '12.345' }, 'Minimum price can have at most two decimals'],
      [{ minArea: '12a' }, 'Minimum area must be a number'],
      [{ totalFloors: '2.5' }, 'Total floors must be a whole number'],
    ];
    for (const [raw, message] of refused) {
      const parsed = parseSearch(raw);
      expect(parsed.success, JSON.stringify(raw)).toBe(false);
      if (!parsed.success) expect(firstIssue(parsed.error).message).toBe(message);
    }
    const typed = parseSearch({ minPrice: rangeInputText('45,000,000') });
    expect(typed.success && typed.data.minPrice).toBe(45_000_000);
  });

  test('the total reads as people say it', () => {
    expect(resultCount({ total: 1, totalCapped: false })).toBe('1 property');
    expect(resultCount({ total: 1234, totalCapped: false })).toBe('1,234 properties');
    expect(resultCount({ total: 10_000, totalCapped: true })).toBe('10,000+ properties');
  });
});
