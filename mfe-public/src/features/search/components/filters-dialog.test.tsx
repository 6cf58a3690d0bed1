import { describe, expect, mock, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { withDom } from '@naija-homes/ui-kit/test/dom';
import type { RawSearch, SearchPatch } from '../search-logic';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render, within } = await import('@testing-library/react');
const { FiltersDialog } = await import('./filters-dialog');

function filters(raw: RawSearch = {}, open = true) {
  const onApply = mock((_patch: SearchPatch) => {});
  const onOpenChange = mock((_open: boolean) => {});
  const view = render(
    <FiltersDialog open={open} onOpenChange={onOpenChange} raw={raw} onApply={onApply} onCloseAutoFocus={() => {}} />,
  );
  const apply = () => fireEvent.click(view.getByRole('button', { name: 'Apply' }));
  const lastPatch = () => onApply.mock.calls.at(-1)?.[0];
  return { view, apply, onApply, onOpenChange, lastPatch };
}

describe('the Filters dialog', () => {
  test('is a labelled dialog only while open', () => {
    const closed = filters({}, false);
    expect(closed.view.queryByRole('dialog')).toBeNull();
    closed.view.unmount();
    const { view } = filters();
    const dialog = view.getByRole('dialog', { name: 'Filters' });
    expect(dialog.textContent).toContain('Narrow the listings down to what you need.');
  });

  test('starts from the search on screen: purpose, category, rooms and rent terms', () => {
    const { view } = filters({
      propertyFor: 'rent',
      propertyCategory: 'residential',
      bedrooms: '5+',
      rentPaymentFrequency: 'monthly',
    });
    expect((view.getByRole('radio', { name: 'For rent' }) as HTMLInputElement).checked).toBe(true);
    expect((view.getByRole('radio', { name: 'Residential' }) as HTMLInputElement).checked).toBe(true);
    const beds = view.getByRole('group', { name: 'Bedrooms' });
    expect((within(beds).getByRole('radio', { name: '5+' }) as HTMLInputElement).checked).toBe(true);
    expect((view.getByLabelText('Rent payment frequency') as HTMLSelectElement).value).toBe('monthly');
  });

  test('rent terms show only while “For rent” is chosen; more filters wait for a category', () => {
    const { view } = filters({ propertyFor: 'sale' });
    expect(view.queryByLabelText('Lease term')).toBeNull();
    expect(view.getByText(/Choose residential or commercial above for more filters/)).toBeTruthy();
    fireEvent.click(view.getByRole('radio', { name: 'For rent' }));
    expect(view.getByLabelText('Lease term')).toBeTruthy();
  });

  test('Apply sends every filter at once (unset ones as removals), then closes', () => {
    const { view, apply, onOpenChange, lastPatch } = filters({ propertyFor: 'sale', search: 'Lekki' });
    fireEvent.change(view.getByLabelText('Minimum price'), { target: { value: '20,000,000' } });
    fireEvent.click(within(view.getByRole('group', { name: 'Bathrooms' })).getByRole('radio', { name: '2' }));
    apply();
    const patch = lastPatch();
    expect(patch?.minPrice).toBe('20000000');
    expect(patch?.bathrooms).toBe('2');
    expect(patch?.propertyFor).toBe('sale');
    expect('maxPrice' in (patch ?? {})).toBe(true);
    expect(patch?.maxPrice).toBeUndefined();
    // The text search is not the modal's: it is left as it is.
    expect('search' in (patch ?? {})).toBe(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('a minimum above the maximum is refused in the contract’s words, the field marked, nothing applied', () => {
    const { view, apply, onApply, onOpenChange } = filters();
    fireEvent.change(view.getByLabelText('Minimum price'), { target: { value: '5000000' } });
    fireEvent.change(view.getByLabelText('Maximum price'), { target: { value: '1000000' } });
    apply();
    expect(view.getByRole('alert').textContent).toBe('Minimum price cannot be more than the maximum price');
    expect(view.getByLabelText('Minimum price').getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  test('an area of 0 is refused with the spec’s message; editing again clears it', () => {
    const { view, apply, onApply } = filters();
    fireEvent.change(view.getByLabelText('Minimum area'), { target: { value: '0' } });
    apply();
    expect(view.getByRole('alert').textContent).toBe(messages.areaPositive);
    expect(messages.areaPositive).toBe('Area must be greater than 0');
    fireEvent.change(view.getByLabelText('Minimum area'), { target: { value: '0.5' } });
    expect(view.queryByRole('alert')).toBeNull();
    apply();
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  test('switching to commercial drops the homes-only filters and the chosen types', () => {
    const { view, apply, lastPatch } = filters({
      propertyCategory: 'residential',
      propertyType: 'flat',
      outdoorFeatures: 'Pool',
      bedrooms: '3',
    });
    fireEvent.click(view.getByRole('radio', { name: 'Commercial' }));
    expect(view.queryByRole('group', { name: 'Bedrooms' })).toBeNull();
    fireEvent.click(view.getByRole('checkbox', { name: 'Alarm System' }));
    apply();
    const patch = lastPatch();
    expect(patch?.propertyCategory).toBe('commercial');
    expect(patch?.securityFeatures).toEqual(['Alarm System']);
    expect(patch?.outdoorFeatures).toBeUndefined();
    expect(patch?.bedrooms).toBeUndefined();
    expect(patch?.propertyType).toEqual([]);
  });

  test('clearing the category keeps bedrooms but drops the rest of the category filters', () => {
    const { view, apply, lastPatch } = filters({ propertyCategory: 'residential', bedrooms: '2', minLotSize: '300' });
    fireEvent.click(within(view.getByRole('group', { name: 'Category' })).getByRole('radio', { name: 'Any' }));
    apply();
    expect(lastPatch()?.bedrooms).toBe('2');
    expect(lastPatch()?.minLotSize).toBeUndefined();
  });

  test('rent terms chosen for a rental are not sent once the purpose changes to sale', () => {
    const { view, apply, lastPatch } = filters({ propertyFor: 'rent', leaseTerm: 'long-term' });
    fireEvent.click(view.getByRole('radio', { name: 'For sale' }));
    apply();
    expect(lastPatch()?.propertyFor).toBe('sale');
    expect(lastPatch()?.leaseTerm).toBeUndefined();
  });

  test('Reset empties the draft and the purpose without applying', () => {
    const { view, onApply } = filters({ propertyFor: 'rent', minPrice: '100000' });
    fireEvent.click(view.getByRole('button', { name: 'Reset' }));
    expect((view.getByLabelText('Minimum price') as HTMLInputElement).value).toBe('');
    const purpose = within(view.getByRole('group', { name: 'Listed for' }));
    expect((purpose.getByRole('radio', { name: 'Any' }) as HTMLInputElement).checked).toBe(true);
    expect(view.queryByLabelText('Lease term')).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });
});
