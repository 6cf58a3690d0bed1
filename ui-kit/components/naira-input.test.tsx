import { describe, expect, test } from 'bun:test';
import { useState } from 'react';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { NairaInput } = await import('./naira-input');

function PriceField({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="price">Price</label>
      <NairaInput id="price" value={value} onValueChange={setValue} />
    </>
  );
}

function field(initial?: string) {
  const view = render(<PriceField initial={initial} />);
  const input = view.getByLabelText('Price') as HTMLInputElement;
  return {
    input,
    type: (text: string) => fireEvent.change(input, { target: { value: text } }),
    leave: () => fireEvent.blur(input),
  };
}

describe('a ₦ amount field', () => {
  test('keeps every character typed, so a decimal point is never dropped', () => {
    const { input, type } = field();
    type('7500.50');
    expect(input.value).toBe('7500.50');
    type('45000000.50');
    expect(input.value).toBe('45000000.50');
  });

  test('groups a valid amount when left, with two decimals when it has any', () => {
    const { input, type, leave } = field();
    type('7500.5');
    leave();
    expect(input.value).toBe('7,500.50');
    type('45000000');
    leave();
    expect(input.value).toBe('45,000,000');
  });

  test('leaves what is not an amount as typed, for the form to refuse in words', () => {
    const { input, type, leave } = field();
    for (const wrong of ['1e6', '12.345', '12abc']) {
      type(wrong);
      leave();
      expect(input.value).toBe(wrong);
    }
  });

  test('asks a phone for its number pad with a decimal point', () => {
    const { input } = field();
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('type')).toBe('text');
  });
});
