import { describe, expect, test } from 'bun:test';
import { choiceParam, pageParam, withParams } from './search-params';

describe('list parameters in the URL', () => {
  test('set, replace and remove keys, leaving the others', () => {
    const params = new URLSearchParams('status=pending&page=3&tab=inspections');
    expect(withParams(params, { status: 'accepted', page: null }).toString()).toBe('status=accepted&tab=inspections');
    expect(withParams(params, { status: '' }).get('status')).toBeNull();
    expect(params.toString()).toBe('status=pending&page=3&tab=inspections');
  });

  test('a page is a positive whole number, a choice one of the allowed', () => {
    expect(pageParam(new URLSearchParams('page=4'))).toBe(4);
    expect(pageParam(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=lots'))).toBe(1);
    expect(choiceParam(new URLSearchParams('status=new'), 'status', ['new', 'closed'] as const)).toBe('new');
    expect(choiceParam(new URLSearchParams('status=lost'), 'status', ['new', 'closed'] as const)).toBeNull();
  });
});
