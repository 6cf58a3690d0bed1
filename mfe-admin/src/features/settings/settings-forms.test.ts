import { describe, expect, test } from 'bun:test';
import { contentMessages } from '@naija-homes/contracts/content';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { footerFormSchema, footerRows } from './footer-form';
import { planFormSchema, planFormValues } from './plan-form';

const plan = { priceId: { amount: 20_000, currency: 'NGN', interval: 'month' }, points: ['Featured badge'] } as const;

describe('plan form', () => {
  test('the saved plan round-trips to the body the API takes', () => {
    const values = planFormValues({ ...plan, points: [...plan.points] });
    // The price is shown as the money input groups it, and read back by the one money rule (kobo kept).
    expect(values).toEqual({ amount: '20,000', points: [{ value: 'Featured badge' }] });
    expect(planFormSchema.parse(values)).toEqual({ amount: 20_000, points: ['Featured badge'] });
    expect(planFormSchema.parse({ ...values, amount: '7500.50' }).amount).toBe(7500.5);
  });

  test("contracts' plan messages: an empty price, an empty point, too many points", () => {
    const failure = (values: unknown) => {
      const result = planFormSchema.safeParse(values);
      return result.success ? null : firstIssueMessage(result.error);
    };
    expect(failure({ amount: '', points: [] })).toBe('Price is required');
    expect(failure({ amount: '12.345', points: [] })).toMatch(/at most two decimals/);
    expect(failure({ amount: '5000', points: [{ value: '  ' }] })).toBe('A point cannot be empty');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ value: `Point ${i}` }));
    expect(failure({ amount: '5000', points: eleven })).toBe('A plan has at most 10 points');
  });
});

describe('footer form', () => {
  test('rows become the list the API takes; a trailing slash is dropped', () => {
    expect(footerFormSchema.parse(footerRows(['/admin', '/agent/']))).toEqual({
      prefixes: [{ value: '/admin' }, { value: '/agent' }],
    });
  });

  test('a path without / and a repeated path are refused on their row', () => {
    const missing = footerFormSchema.safeParse(footerRows(['/admin', 'agent']));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['prefixes', 1, 'value'],
      message: contentMessages.prefixSlash,
    });
    const twice = footerFormSchema.safeParse(footerRows(['/admin', '/admin/']));
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['prefixes', 1, 'value'],
      message: contentMessages.prefixDuplicate,
    });
  });
});
