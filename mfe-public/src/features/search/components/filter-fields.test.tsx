import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { CheckChips, ChoiceChips, RangeInputs, SelectField, toOptions } = await import('./filter-fields');

const bedrooms = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '5', label: '5+' },
];

describe('one choice among chips', () => {
  test('is a named group of radios that starts with “Any” and marks the current value', () => {
    const view = render(
      <ChoiceChips legend="Bedrooms" name="bedrooms" options={bedrooms} value="2" onChange={() => {}} />,
    );
    const group = view.getByRole('group', { name: 'Bedrooms' });
    const radios = view.getAllByRole('radio') as HTMLInputElement[];
    expect(group).toBeTruthy();
    expect(radios.map((radio) => radio.value)).toEqual(['', '1', '2', '5']);
    expect((view.getByRole('radio', { name: '2' }) as HTMLInputElement).checked).toBe(true);
    expect((view.getByRole('radio', { name: 'Any' }) as HTMLInputElement).checked).toBe(false);
  });

  test('choosing a chip reports its value; “Any” reports an empty value', () => {
    const onChange = mock((_value: string) => {});
    const view = render(
      <ChoiceChips legend="Bedrooms" name="bedrooms" options={bedrooms} value="2" onChange={onChange} />,
    );
    fireEvent.click(view.getByRole('radio', { name: '5+' }));
    expect(onChange).toHaveBeenLastCalledWith('5');
    fireEvent.click(view.getByRole('radio', { name: 'Any' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  test('the clearing choice can be named otherwise', () => {
    const view = render(
      <ChoiceChips legend="Listed for" name="for" options={bedrooms} value="" anyLabel="All" onChange={() => {}} />,
    );
    expect((view.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    expect(view.queryByRole('radio', { name: 'Any' })).toBeNull();
  });
});

describe('several choices among chips', () => {
  const security = toOptions(['Security Cameras', 'Alarm System', 'Security Guards']);

  test('ticking adds to the list and unticking removes only that one', () => {
    const onChange = mock((_value: string[]) => {});
    const view = render(
      <CheckChips legend="Security" options={security} value={['Alarm System']} onChange={onChange} />,
    );
    fireEvent.click(view.getByRole('checkbox', { name: 'Security Guards' }));
    expect(onChange).toHaveBeenLastCalledWith(['Alarm System', 'Security Guards']);
    fireEvent.click(view.getByRole('checkbox', { name: 'Alarm System' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  test('shows its hint under the legend only when given one', () => {
    const hint = 'Shows places that have every feature you choose.';
    const withHint = render(
      <CheckChips legend="Security" hint={hint} options={security} value={[]} onChange={() => {}} />,
    );
    expect(withHint.getByText(hint)).toBeTruthy();
    withHint.unmount();
    const without = render(<CheckChips legend="Security" options={security} value={[]} onChange={() => {}} />);
    expect(without.queryByText(hint)).toBeNull();
  });
});

describe('a min/max pair', () => {
  function range(props: { invalid?: 'min' | 'max' | null; kind?: 'decimal' | 'integer' | 'naira' } = {}) {
    const onChange = mock((_side: 'min' | 'max', _value: string) => {});
    const view = render(<RangeInputs legend="Price" unit="₦" min="" max="50000000" onChange={onChange} {...props} />);
    return { view, onChange };
  }

  test('labels each box after the legend and shows the unit beside it', () => {
    const { view } = range();
    expect(view.getByRole('group', { name: 'Price (₦)' })).toBeTruthy();
    expect((view.getByLabelText('Minimum price') as HTMLInputElement).placeholder).toBe('No min');
    expect((view.getByLabelText('Maximum price') as HTMLInputElement).value).toBe('50000000');
  });

  test('thousands commas and spaces are dropped as typed; anything else is kept for Apply to refuse', () => {
    const { view, onChange } = range();
    fireEvent.change(view.getByLabelText('Minimum price'), { target: { value: '45,000 000' } });
    expect(onChange).toHaveBeenLastCalledWith('min', '45000000');
    fireEvent.change(view.getByLabelText('Maximum price'), { target: { value: '1e6' } });
    expect(onChange).toHaveBeenLastCalledWith('max', '1e6');
  });

  test('marks only the side the problem is about', () => {
    const { view } = range({ invalid: 'max' });
    expect(view.getByLabelText('Maximum price').getAttribute('aria-invalid')).toBe('true');
    expect(view.getByLabelText('Minimum price').hasAttribute('aria-invalid')).toBe(false);
  });

  test('whole numbers get the numeric keyboard, amounts the decimal one', () => {
    const whole = range({ kind: 'integer' });
    expect(whole.view.getByLabelText('Minimum price').getAttribute('inputmode')).toBe('numeric');
    whole.view.unmount();
    const money = range({ kind: 'naira' });
    expect(money.view.getByLabelText('Minimum price').getAttribute('inputmode')).toBe('decimal');
  });
});

describe('a select of options', () => {
  test('is labelled, offers “Any” first, and reports the chosen value', () => {
    const onChange = mock((_value: string) => {});
    const view = render(
      <SelectField label="Flooring" value="" options={toOptions(['tile', 'carpet'])} onChange={onChange} />,
    );
    const select = view.getByLabelText('Flooring') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Any', 'tile', 'carpet']);
    fireEvent.change(select, { target: { value: 'carpet' } });
    expect(onChange).toHaveBeenCalledWith('carpet');
  });
});

describe('toOptions', () => {
  test('uses the value as its label unless told how to label it', () => {
    expect(toOptions(['rent'])).toEqual([{ value: 'rent', label: 'rent' }]);
    expect(toOptions(['rent'], (value) => value.toUpperCase())).toEqual([{ value: 'rent', label: 'RENT' }]);
  });
});
