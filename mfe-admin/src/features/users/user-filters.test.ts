import { describe, expect, test } from 'bun:test';
import { capitalise, userFiltersFrom } from './user-filters';

describe('userFiltersFrom', () => {
  test('no parameters: everyone, first page', () => {
    expect(userFiltersFrom(new URLSearchParams())).toEqual({ status: '', role: '', page: 1, search: '' });
  });
  test('an agent status implies the agent role', () => {
    expect(userFiltersFrom(new URLSearchParams('role=BUYER&status=submitted'))).toMatchObject({
      status: 'submitted',
      role: 'AGENT',
    });
  });
  test('unknown values and bad pages are ignored', () => {
    expect(userFiltersFrom(new URLSearchParams('role=OWNER&status=done&page=-3&search=ada'))).toEqual({
      status: '',
      role: '',
      page: 1,
      search: 'ada',
    });
    expect(userFiltersFrom(new URLSearchParams('page=2.7')).page).toBe(2);
  });
});

test('capitalise', () => {
  expect(capitalise('AGENT')).toBe('Agent');
});
