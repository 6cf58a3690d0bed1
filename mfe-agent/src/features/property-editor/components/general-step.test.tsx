import { describe, expect, mock, test } from 'bun:test';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import type { PlaceSuggestion, SelectedLocation } from '@naija-homes/contracts/geo';
import { type Property, propertyMessages } from '@naija-homes/contracts/property';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent } = await import('@testing-library/react');
const { aProperty, eventually, fakeApi, renderWith, savedAnswer } = await import('../../../test/render');
const { dayAfter } = await import('../form-values');
const { GeneralStep } = await import('./general-step');

const api = fakeApi();

function generalStep(property: Property) {
  const goTo = mock((_step: number, _options?: { force?: boolean }) => {});
  const { view } = renderWith(<GeneralStep property={property} step={0} goTo={goTo} onDirtyChange={() => {}} />);
  const field = (label: string) => view.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
  const hintOf = (label: string) => {
    const id = field(label).getAttribute('aria-describedby');
    return id ? (view.container.querySelector(`[id="${id}"]`)?.textContent ?? null) : null;
  };
  const save = () => fireEvent.click(view.getByRole('button', { name: 'Save and continue' }));
  return { view, goTo, field, type, hintOf, save };
}

describe('General Details: what the form asks, by purpose and category', () => {
  test('rent terms and fees appear only for rent, and are required there', () => {
    const { view, type, field } = generalStep(aProperty({ propertyFor: 'sale' }));
    expect(view.queryByLabelText('Rent payment frequency')).toBeNull();
    expect(view.queryByLabelText('Agency fee')).toBeNull();
    type('Property for', 'rent');
    expect(field('Rent payment frequency').getAttribute('aria-required')).toBe('true');
    expect(field('Lease term').getAttribute('aria-required')).toBe('true');
    expect(view.getByLabelText('Agency fee')).toBeTruthy();
    expect(view.getByLabelText('Legal fee')).toBeTruthy();
  });

  test('the purpose reads in words, and the deposit’s hint follows it', () => {
    const { field, type, hintOf } = generalStep(aProperty());
    const purpose = field('Property for') as unknown as HTMLSelectElement;
    expect([...purpose.options].map((option) => option.textContent)).toEqual([
      'Sale, rent or short-let',
      'Sale',
      'Rent',
      'Short-let',
    ]);
    expect(hintOf('Deposit')).toBe('The caution deposit');
    type('Property for', 'short-let');
    expect(hintOf('Deposit')).toBe('The refundable caution fee added to each booking');
  });

  test('a residential listing asks for bedrooms and bathrooms; a commercial one for total floors', () => {
    const residential = generalStep(aProperty());
    expect(residential.view.getByLabelText('Bedrooms')).toBeTruthy();
    expect(residential.view.queryByLabelText('Total floors')).toBeNull();
    residential.view.unmount();
    const commercial = generalStep(aProperty({ propertyCategory: 'commercial' }));
    expect(commercial.view.queryByLabelText('Bedrooms')).toBeNull();
    expect(commercial.field('Total floors').getAttribute('aria-required')).toBe('true');
    // The property types are the category's own.
    const types = [...(commercial.field('Property type') as unknown as HTMLSelectElement).options].map((o) => o.value);
    expect(types).toContain('office-space');
    expect(types).not.toContain('flat');
  });

  test('years built run from this year down to 1950', () => {
    const { field } = generalStep(aProperty());
    const years = [...(field('Year built') as unknown as HTMLSelectElement).options].map((option) => option.value);
    expect(years[1]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe('1950');
  });

  test('the price shows as the pages will write it, in naira with two decimals, and groups when left', () => {
    const { field, type, hintOf } = generalStep(aProperty());
    expect(hintOf('Price')).toBeNull();
    type('Price', '85000000.5');
    expect(hintOf('Price')).toBe('₦85,000,000.50');
    fireEvent.blur(field('Price'));
    expect(field('Price').value).toBe('85,000,000.50');
    // Not an amount: no hint, and what was typed stays to be refused.
    type('Price', '85k');
    expect(hintOf('Price')).toBeNull();
    expect(field('Price').value).toBe('85k');
  });
});

describe('short-let stays (spec §4)', () => {
  test('the maximum waits for a minimum, which cannot be before today in Lagos', () => {
    const { field, hintOf } = generalStep(aProperty({ propertyFor: 'short-let' }));
    expect(field('Minimum stay').min).toBe(lagosIsoDate());
    expect(field('Maximum stay').disabled).toBe(true);
    expect(hintOf('Maximum stay')).toBe('Choose the minimum stay first');
  });

  test('choosing a minimum opens the maximum from the day after; a new minimum clears the maximum', () => {
    const { field, type, hintOf } = generalStep(aProperty({ propertyFor: 'short-let' }));
    const minimum = dayAfter(lagosIsoDate());
    type('Minimum stay', minimum);
    expect(field('Maximum stay').disabled).toBe(false);
    expect(field('Maximum stay').min).toBe(dayAfter(minimum));
    expect(hintOf('Maximum stay')).toBe('After the minimum stay');
    type('Maximum stay', dayAfter(dayAfter(minimum)));
    expect(field('Maximum stay').value).toBe(dayAfter(dayAfter(minimum)));
    type('Minimum stay', dayAfter(minimum));
    expect(field('Maximum stay').value).toBe('');
  });

  test('a minimum stay in the past is refused beside it, and nothing is sent', async () => {
    const { view, type, save, goTo, field } = generalStep(aProperty({ propertyFor: 'short-let' }));
    type('Minimum stay', '2020-01-01');
    save();
    await eventually(() => expect(view.getByText(propertyMessages.minimumStayPast)).toBeTruthy());
    expect(field('Minimum stay').getAttribute('aria-invalid')).toBe('true');
    expect(goTo).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });
});

describe('saving General Details', () => {
  test('a title with digits is refused with the contract’s words', async () => {
    const { view, type, save, field } = generalStep(aProperty());
    type('Title', 'Flat 2 in Yaba');
    save();
    await eventually(() => expect(view.getByText(propertyMessages.titleLetters)).toBeTruthy());
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  test('sends the changes as the contract parses them: trimmed text, money and sizes as numbers', async () => {
    api.on('PATCH', '/api/v1/property/p1', { body: savedAnswer(aProperty()) });
    const { type, save, goTo } = generalStep(aProperty());
    type('Title', '  Three Bedroom Flat  ');
    type('Property type', 'flat');
    type('Property for', 'rent');
    type('Rent payment frequency', 'annually');
    type('Lease term', 'long-term');
    type('Price', '3,500,000.50');
    type('Square footage', '1200.5');
    type('Bedrooms', '3 rooms');
    save();
    await eventually(() => expect(goTo).toHaveBeenCalledWith(1, { force: true }));
    expect(api.to('PATCH', '/api/v1/property/p1')[0]?.body).toEqual({
      title: 'Three Bedroom Flat',
      propertyType: 'flat',
      propertyFor: 'rent',
      price: 3500000.5,
      area: 1200.5,
      rentPaymentFrequency: 'annually',
      leaseTerm: 'long-term',
      // Kept as text in the form (spec §5), the contract's parse sends the number the server stores.
      bedrooms: 3,
    });
  });

  test('rent terms typed, then the purpose changed to sale, are not sent', async () => {
    api.on('PATCH', '/api/v1/property/p1', { body: savedAnswer(aProperty()) });
    const { type, save, goTo } = generalStep(aProperty());
    type('Property for', 'rent');
    type('Lease term', 'short-term');
    type('Property for', 'sale');
    save();
    await eventually(() => expect(goTo).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({ propertyFor: 'sale' });
  });
});

describe('the address search (Nigeria only)', () => {
  const lekki: PlaceSuggestion = {
    id: 'ng-lekki-1',
    label: 'Lekki Phase 1, Eti-Osa, Lagos',
    kind: 'neighbourhood',
    state: 'Lagos',
    city: 'Eti-Osa',
  };
  const place: SelectedLocation = {
    country: 'Nigeria',
    state: 'Lagos',
    city: 'Eti-Osa',
    address: 'Lekki Phase 1, Eti-Osa, Lagos',
    latitude: 6.4474,
    longitude: 3.4723,
  };

  test('looks up the area after the comma, and a chosen place fills the fields with the street kept in front', async () => {
    api.on('GET', '/api/v1/geo/autocomplete', { body: { data: [lekki] } });
    api.on('GET', '/api/v1/geo/place/ng-lekki-1', { body: { data: place } });
    const { view, field } = generalStep(aProperty());
    const search = view.getByRole('combobox', { name: 'Find the address' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: '12 Admiralty Way, Lekki' } });
    const option = await eventually(() => view.getByRole('option', { name: /Lekki Phase 1/ }));
    expect(option.textContent).toContain('Area');
    expect(api.to('GET', '/api/v1/geo/autocomplete').at(-1)?.query.get('q')).toBe('Lekki');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    await eventually(() => expect(field('State').value).toBe('Lagos'));
    // 'Eti-Osa' is saved as letters and spaces (spec §5).
    expect(field('City').value).toBe('Eti Osa');
    expect(field('Address').value).toBe('12 Admiralty Way, Lekki Phase 1, Eti-Osa, Lagos');
    expect(field('Latitude').value).toBe('6.4474');
    expect(field('Longitude').value).toBe('3.4723');
    expect(view.getByText(/The pin saves as 6\.4474, 3\.4723/)).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('12 Admiralty Way, Lekki Phase 1, Eti-Osa, Lagos');
  });

  test('without coordinates the pin line says how to place it', () => {
    const { view } = generalStep(aProperty());
    expect(
      view.getByText('Click the map where the property is to drop its pin, or choose an address above.'),
    ).toBeTruthy();
  });
});
