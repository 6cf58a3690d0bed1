import { describe, expect, test } from 'bun:test';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SignIn } from '@naija-homes/contracts/auth';
import { SCHEMA_LOAD_FAILED } from '@naija-homes/ui-kit/lib/deferred-module';
import type { ResolverOptions } from 'react-hook-form';
import { deferredResolver } from './deferred-resolver';

const options: ResolverOptions<SignIn> = { fields: {}, shouldUseNativeValidation: false };

/** The sign-in form's resolver, over the real contract, counting how often its schema was loaded. */
function signInValidation(fail: () => boolean = () => false) {
  const loads = { count: 0 };
  const validation = deferredResolver<SignIn>(async () => {
    loads.count += 1;
    if (fail()) throw new Error('Failed to fetch dynamically imported module');
    return zodResolver((await import('@naija-homes/contracts/auth')).signInSchema);
  });
  return { ...validation, loads };
}

describe('deferredResolver', () => {
  test('loads nothing until the form is used, then checks values with the schema', async () => {
    const { resolver, loads } = signInValidation();
    expect(loads.count).toBe(0);
    const refused = await resolver({ email: 'not-an-email', password: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Email format is invalid');
    const accepted = await resolver({ email: 'ada@example.ng', password: 'Demo-pass-2026' }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({ email: 'ada@example.ng', password: 'Demo-pass-2026' });
    expect(loads.count).toBe(1);
  });

  test('preload starts the one load that the checks then share', async () => {
    const { resolver, preload, loads } = signInValidation();
    preload();
    preload();
    expect(loads.count).toBe(1);
    await resolver({ email: 'ada@example.ng', password: 'x' }, undefined, options);
    expect(loads.count).toBe(1);
  });

  test('a load that fails is told as a form error, and tried again on the next check', async () => {
    let offline = true;
    const { resolver, loads } = signInValidation(() => offline);
    const failed = await resolver({ email: 'ada@example.ng', password: 'x' }, undefined, options);
    expect(failed.errors.root?.message).toBe(SCHEMA_LOAD_FAILED);
    expect(failed.values).toEqual({});
    const triesOfFirstCheck = loads.count;
    expect(triesOfFirstCheck).toBeGreaterThan(1);

    offline = false;
    const checked = await resolver({ email: 'ada@example.ng', password: 'x' }, undefined, options);
    expect(checked.errors).toEqual({});
    expect(loads.count).toBe(triesOfFirstCheck + 1);
  });
});
