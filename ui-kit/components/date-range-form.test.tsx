import { describe, expect, mock, test } from 'bun:test';
import { useState } from 'react';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { DateRangeForm } = await import('./date-range-form');

function Range({
  onApply,
  problem = null,
}: {
  onApply: (range: { from: string; to: string }) => void;
  problem?: string | null;
}) {
  const [from, setFrom] = useState('2026-03-01');
  const [to, setTo] = useState('2026-03-10');
  return (
    <DateRangeForm
      label="Custom date range"
      from={from}
      to={to}
      onFromChange={setFrom}
      onToChange={setTo}
      onApply={() => onApply({ from, to })}
      problem={problem}
      today="2026-11-28"
      hint="Days in Lagos time, at most 365 days."
    />
  );
}

describe('a custom range of days', () => {
  test('is a named form of two labelled days that never offer a day after today', () => {
    const view = render(<Range onApply={() => {}} />);
    expect(view.getByRole('form', { name: 'Custom date range' })).toBeTruthy();
    const from = view.getByLabelText('From') as HTMLInputElement;
    const to = view.getByLabelText('To') as HTMLInputElement;
    expect([from.type, from.value, from.max]).toEqual(['date', '2026-03-01', '2026-03-10']);
    expect([to.value, to.min, to.max]).toEqual(['2026-03-10', '2026-03-01', '2026-11-28']);
  });

  test('Apply hands over the days as typed', () => {
    const onApply = mock((_range: { from: string; to: string }) => {});
    const view = render(<Range onApply={onApply} />);
    fireEvent.change(view.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.click(view.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2026-02-01', to: '2026-03-10' });
  });

  test('a refused range marks both days and is read with them, after the hint', () => {
    const view = render(<Range onApply={() => {}} problem="The start date must be on or before the end date" />);
    const from = view.getByLabelText('From');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    const described = (from.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toHaveLength(2);
    const texts = described.map((id) => view.baseElement.ownerDocument.getElementById(id)?.textContent);
    expect(texts).toEqual([
      'Days in Lagos time, at most 365 days.',
      'The start date must be on or before the end date',
    ]);
    expect(view.getByRole('alert').textContent).toBe('The start date must be on or before the end date');
  });
});
