import { describe, expect, mock, test } from 'bun:test';
import { dateRangeMessages } from '@naija-homes/contracts/date-range';
import { withDom } from '@naija-homes/ui-kit/test/dom';
import type { RangeChoice } from '../analytics-range';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render, within } = await import('@testing-library/react');
const { RangePicker } = await import('./range-picker');

const today = '2026-03-31';
const last30 = { from: '2026-03-02', to: today };

function picker({
  choice = '30',
  range = last30,
  customFrom = '',
  customTo = '',
  problem = null,
}: {
  choice?: RangeChoice;
  range?: { from: string; to: string } | null;
  customFrom?: string;
  customTo?: string;
  problem?: string | null;
} = {}) {
  const onChange = mock((_changes: Record<string, string | null>) => {});
  const view = render(
    <RangePicker
      choice={choice}
      range={range}
      customFrom={customFrom}
      customTo={customTo}
      problem={problem}
      today={today}
      onChange={onChange}
    />,
  );
  const presets = within(view.getByRole('group', { name: 'Date range' }));
  return { view, presets, onChange };
}

function customForm(view: ReturnType<typeof picker>['view']) {
  const form = within(view.getByRole('form', { name: 'Custom date range' }));
  const from = form.getByLabelText('From') as HTMLInputElement;
  const to = form.getByLabelText('To') as HTMLInputElement;
  const apply = () => fireEvent.click(form.getByRole('button', { name: 'Apply' }));
  return { form, from, to, apply };
}

describe('the analytics range: presets', () => {
  test('are toggle buttons, the chosen one pressed; no custom dates until Custom is chosen', () => {
    const { view, presets } = picker();
    const pressed = presets.getAllByRole('button').map((button) => button.getAttribute('aria-pressed'));
    expect(presets.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Custom',
    ]);
    expect(pressed).toEqual(['false', 'true', 'false', 'false']);
    expect(view.queryByRole('form', { name: 'Custom date range' })).toBeNull();
  });

  test('a preset goes into the URL without dates; 30 days, the default, leaves the URL plain', () => {
    const { presets, onChange } = picker({ choice: '7' });
    fireEvent.click(presets.getByRole('button', { name: 'Last 90 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ range: '90', from: null, to: null });
    fireEvent.click(presets.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ range: null, from: null, to: null });
  });

  test('Custom starts from the range on screen, so the charts stay put until Apply', () => {
    const { presets, onChange } = picker();
    fireEvent.click(presets.getByRole('button', { name: 'Custom' }));
    expect(onChange).toHaveBeenCalledWith({ range: 'custom', from: last30.from, to: last30.to });
  });
});

describe('the analytics range: a custom range', () => {
  test('shows the dates from the URL, the last day offered being today in Lagos', () => {
    const { view } = picker({ choice: 'custom', customFrom: '2026-01-01', customTo: '2026-01-31' });
    const { from, to, form } = customForm(view);
    expect(from.value).toBe('2026-01-01');
    expect(to.value).toBe('2026-01-31');
    expect(to.max).toBe(today);
    expect(form.getByText('Days in Lagos time, at most 366 days.')).toBeTruthy();
  });

  test('Apply checks the range first: a reversed one is refused under the dates, which are marked', () => {
    const { view, onChange } = picker({ choice: 'custom', customFrom: '2026-01-01', customTo: '2026-01-31' });
    const { from, to, form, apply } = customForm(view);
    fireEvent.change(from, { target: { value: '2026-02-10' } });
    apply();
    expect(form.getByRole('alert').textContent).toBe(dateRangeMessages.reversed);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a range longer than 366 days is refused in the same words as the server’s', () => {
    const { view, onChange } = picker({ choice: 'custom', customFrom: '2025-01-01', customTo: '2026-03-01' });
    const { form, apply } = customForm(view);
    apply();
    expect(form.getByRole('alert').textContent).toBe(dateRangeMessages.tooLong(366));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a good range is applied as typed', () => {
    const { view, onChange } = picker({ choice: 'custom', customFrom: '2026-01-01', customTo: '2026-01-31' });
    const { from, to, apply } = customForm(view);
    fireEvent.change(from, { target: { value: '2026-02-01' } });
    fireEvent.change(to, { target: { value: '2026-02-28' } });
    apply();
    expect(onChange).toHaveBeenCalledWith({ range: 'custom', from: '2026-02-01', to: '2026-02-28' });
  });

  test('a link’s wrong range shows the page’s problem; Back to another range takes the inputs with it', () => {
    const { view, onChange } = picker({
      choice: 'custom',
      customFrom: '2026-02-10',
      customTo: '2026-02-01',
      range: null,
      problem: dateRangeMessages.reversed,
    });
    expect(customForm(view).form.getByRole('alert').textContent).toBe(dateRangeMessages.reversed);
    view.rerender(
      <RangePicker
        choice="custom"
        range={{ from: '2026-01-01', to: '2026-01-15' }}
        customFrom="2026-01-01"
        customTo="2026-01-15"
        problem={null}
        today={today}
        onChange={onChange}
      />,
    );
    const { form, from, to } = customForm(view);
    expect(from.value).toBe('2026-01-01');
    expect(to.value).toBe('2026-01-15');
    expect(form.queryByRole('alert')).toBeNull();
  });
});
