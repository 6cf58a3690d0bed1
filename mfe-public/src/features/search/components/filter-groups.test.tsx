import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '@naija-homes/ui-kit/test/dom';
import type { FilterDraft, FilterKey } from '../filter-draft';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render, within } = await import('@testing-library/react');
const { CommercialGroups, PriceAndSizeGroup, PropertyGroup, RentGroup, ResidentialGroups } = await import(
  './filter-groups'
);

function setter() {
  return mock((_key: FilterKey, _value: string | string[]) => {});
}

describe('the Property group', () => {
  test('without a category it asks for one instead of listing types', () => {
    const view = render(<PropertyGroup draft={{}} set={setter()} invalid={null} onCategory={() => {}} />);
    expect(view.getByText('Choose residential or commercial to pick property types.')).toBeTruthy();
    expect(view.queryByRole('group', { name: 'Property type' })).toBeNull();
  });

  test('a commercial category lists commercial types only, with readable names', () => {
    const draft: FilterDraft = { propertyCategory: 'commercial', propertyType: ['warehouse'] };
    const view = render(<PropertyGroup draft={draft} set={setter()} invalid={null} onCategory={() => {}} />);
    const types = view.getByRole('group', { name: 'Property type' });
    expect(within(types).getByRole('checkbox', { name: 'Office Space' })).toBeTruthy();
    expect((within(types).getByRole('checkbox', { name: 'Warehouse' }) as HTMLInputElement).checked).toBe(true);
    expect(within(types).queryByRole('checkbox', { name: 'Detached Duplex' })).toBeNull();
  });

  test('choosing a category goes through onCategory; ticking a type sets the list', () => {
    const onCategory = mock((_value: string) => {});
    const set = setter();
    const view = render(
      <PropertyGroup draft={{ propertyCategory: 'residential' }} set={set} invalid={null} onCategory={onCategory} />,
    );
    fireEvent.click(view.getByRole('radio', { name: 'Commercial' }));
    expect(onCategory).toHaveBeenCalledWith('commercial');
    fireEvent.click(view.getByRole('checkbox', { name: 'Mini Flat' }));
    expect(set).toHaveBeenCalledWith('propertyType', ['mini-flat']);
  });
});

describe('the Price and size group', () => {
  test('homes get bedrooms, bathrooms (5 shown as 5+) and lot size, but no floors', () => {
    const view = render(
      <PriceAndSizeGroup draft={{ bedrooms: '3' }} set={setter()} invalid={null} residential commercial={false} />,
    );
    const beds = view.getByRole('group', { name: 'Bedrooms' });
    expect(
      within(beds)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Any', '1', '2', '3', '4', '5+']);
    expect((within(beds).getByRole('radio', { name: '3' }) as HTMLInputElement).checked).toBe(true);
    expect(view.getByRole('group', { name: 'Bathrooms' })).toBeTruthy();
    expect(view.getByRole('group', { name: 'Lot size (sq ft)' })).toBeTruthy();
    expect(view.queryByLabelText('Total floors')).toBeNull();
  });

  test('offices get total floors 1 to 30 instead of bedrooms and bathrooms', () => {
    const view = render(<PriceAndSizeGroup draft={{}} set={setter()} invalid={null} residential={false} commercial />);
    expect(view.queryByRole('group', { name: 'Bedrooms' })).toBeNull();
    expect(view.queryByRole('group', { name: 'Lot size (sq ft)' })).toBeNull();
    const floors = view.getByLabelText('Total floors') as HTMLSelectElement;
    expect(floors.options).toHaveLength(31);
    expect(floors.options[30]?.value).toBe('30');
  });

  test('year built runs from this year down to 1950', () => {
    const view = render(
      <PriceAndSizeGroup draft={{}} set={setter()} invalid={null} residential={false} commercial={false} />,
    );
    const years = [...(view.getByLabelText('Year built (in or after)') as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    expect(years[1]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe('1950');
  });

  test('the price pair writes minPrice and maxPrice, and the field in the message is marked', () => {
    const set = setter();
    const view = render(
      <PriceAndSizeGroup
        draft={{ minPrice: '900000' }}
        set={set}
        invalid="minPrice"
        residential={false}
        commercial={false}
      />,
    );
    const min = view.getByLabelText('Minimum price') as HTMLInputElement;
    expect(min.value).toBe('900000');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(view.getByLabelText('Maximum price'), { target: { value: '2,000,000' } });
    expect(set).toHaveBeenCalledWith('maxPrice', '2000000');
    fireEvent.change(view.getByLabelText('Minimum area'), { target: { value: '120.5' } });
    expect(set).toHaveBeenCalledWith('minArea', '120.5');
  });
});

describe('the Rent terms group', () => {
  test('move-in budgets read as short naira amounts', () => {
    const view = render(<RentGroup draft={{}} set={setter()} invalid={null} />);
    const moveIn = view.getByLabelText('Move-in cost (at most)') as HTMLSelectElement;
    expect([...moveIn.options].map((option) => option.textContent)).toEqual([
      'Any',
      '₦500K',
      '₦1M',
      '₦2M',
      '₦3M',
      '₦5M',
      '₦10M',
      '₦20M',
    ]);
  });

  test('frequency and lease term are chosen by their labels', () => {
    const set = setter();
    const view = render(<RentGroup draft={{ leaseTerm: 'long-term' }} set={set} invalid={null} />);
    expect((view.getByLabelText('Lease term') as HTMLSelectElement).value).toBe('long-term');
    const frequency = view.getByLabelText('Rent payment frequency') as HTMLSelectElement;
    expect([...frequency.options].map((option) => option.textContent)).toEqual([
      'Any',
      'Monthly',
      'Quarterly',
      'Annually',
    ]);
    fireEvent.change(frequency, { target: { value: 'quarterly' } });
    expect(set).toHaveBeenCalledWith('rentPaymentFrequency', 'quarterly');
  });
});

describe('the category groups', () => {
  test('homes: features, utilities and distances to schools and hospitals', () => {
    const set = setter();
    const view = render(<ResidentialGroups draft={{ outdoorFeatures: ['Pool'] }} set={set} invalid={null} />);
    fireEvent.click(view.getByRole('checkbox', { name: 'Garden' }));
    expect(set).toHaveBeenCalledWith('outdoorFeatures', ['Pool', 'Garden']);
    fireEvent.change(view.getByLabelText('Maximum distance to schools'), { target: { value: '2' } });
    expect(set).toHaveBeenCalledWith('maxDistToSchool', '2');
    fireEvent.change(view.getByLabelText('Minimum parking spaces'), { target: { value: '2' } });
    expect(set).toHaveBeenCalledWith('minParkingSpace', '2');
    expect(view.queryByRole('group', { name: 'Security' })).toBeNull();
  });

  test('offices: security, HVAC and distance to the business district', () => {
    const set = setter();
    const view = render(<CommercialGroups draft={{}} set={set} invalid="maxDistToBusiness" />);
    fireEvent.click(view.getByRole('checkbox', { name: 'Split System' }));
    expect(set).toHaveBeenCalledWith('hvacSystems', ['Split System']);
    expect(view.getByLabelText('Maximum distance to business district').getAttribute('aria-invalid')).toBe('true');
    expect(view.queryByRole('group', { name: 'Outdoor features' })).toBeNull();
  });
});
