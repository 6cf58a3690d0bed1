import { describe, expect, test } from 'bun:test';
import { editablePropertyFields, type PropertyUpdate, propertyMessages } from '@naija-homes/contracts/property';
import { createFormControl, type FieldErrors, type ResolverOptions } from 'react-hook-form';
import type { FormValues } from './form-values';
import { contractErrorKey, type PatchContext, patchResolver } from './patch-resolver';

const options: ResolverOptions<FormValues> = {
  fields: {},
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError',
};

/** Resolves `values` against `initial` for a step made of the fields `values` names. */
async function resolve(values: FormValues, initial: FormValues) {
  const resolver = patchResolver(() => editablePropertyFields.filter((field) => field in values));
  return resolver(values, { initial }, options);
}

describe('the editor resolver: the contract over what changed (spec §5)', () => {
  test('the contract names the field and its first message', async () => {
    const result = await resolve({ city: 'L', address: '1' }, { city: 'Lekki', address: '12 Admiralty Way' });
    expect(result.errors).toEqual({ city: { type: 'contract', message: 'City must contain at least 2 characters' } });
  });

  test('coordinates are checked together and inside Nigeria', async () => {
    const result = await resolve({ latitude: '20', longitude: '3' }, { latitude: '', longitude: '' });
    expect(Object.keys(result.errors)).toEqual(['latitude']);
  });

  test('valid changes come out as the parsed PATCH body, unchanged fields left out', async () => {
    const result = await resolve(
      { price: '1500', bedrooms: '3', city: 'Lekki', lotFeatures: [] },
      { price: '', bedrooms: '', city: 'Lekki', lotFeatures: [] },
    );
    expect(result).toEqual({ values: { price: 1500, bedrooms: 3 }, errors: {} });
  });

  test('a cleared value is sent as null', async () => {
    const result = await resolve({ deposit: ' ' }, { deposit: '5000' });
    expect(result.values).toEqual({ deposit: null });
  });

  test('a step rule runs once the contract accepts the changes', async () => {
    const resolver = patchResolver(
      () => ['maximumStay'],
      (changes) =>
        'maximumStay' in changes ? { field: 'maximumStay', message: propertyMessages.maximumStayOrder } : null,
    );
    const result = await resolver({ maximumStay: '2026-01-01' }, { initial: { maximumStay: '' } }, options);
    expect(result.errors).toEqual({ maximumStay: { type: 'contract', message: propertyMessages.maximumStayOrder } });
  });

  test('a problem with a field the step does not show becomes the form’s message', async () => {
    const resolver = patchResolver(
      () => ['city'],
      () => ({ field: 'title', message: propertyMessages.titleRequired }),
    );
    const result = await resolver({ city: 'Ajah' }, { initial: { city: 'Lekki' } }, options);
    expect(result.errors).toEqual({
      root: { [contractErrorKey]: { type: 'contract', message: propertyMessages.titleRequired } },
    });
  });
});

describe('the resolver inside react-hook-form', () => {
  const initial: FormValues = { city: 'Lekki', address: '12 Admiralty Way', price: '100', bedrooms: '3' };
  const fields = () => ['city', 'address', 'price', 'bedrooms'] as const;

  function formOf() {
    return createFormControl<FormValues, PatchContext, PropertyUpdate>({
      defaultValues: initial,
      context: { initial },
      resolver: patchResolver(fields),
      reValidateMode: 'onSubmit',
    });
  }

  test('a submit with a bad value reaches no handler and names that field only', async () => {
    const form = formOf();
    form.setValue('city', 'L');
    form.setValue('address', '1');
    const sent: PropertyUpdate[] = [];
    const refused: FieldErrors<FormValues>[] = [];
    await form.handleSubmit(
      (changes) => {
        sent.push(changes);
      },
      (errors) => {
        refused.push(errors);
      },
    )();
    expect(sent).toEqual([]);
    expect(refused).toEqual([{ city: { type: 'contract', message: 'City must contain at least 2 characters' } }]);
  });

  test('a valid submit hands the handler the PATCH body of what changed', async () => {
    const form = formOf();
    form.setValue('price', '100.00');
    form.setValue('city', ' Ajah ');
    const sent: PropertyUpdate[] = [];
    await form.handleSubmit((changes) => {
      sent.push(changes);
    })();
    expect(sent).toEqual([{ city: 'Ajah' }]);
  });
});
