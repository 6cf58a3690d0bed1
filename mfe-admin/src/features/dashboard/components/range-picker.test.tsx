import { describe, expect, mock, test } from 'bun:test';
import { adminDashboardMessages } from '@naija-homes/contracts/admin-dashboard';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { RangePicker } = await import('./range-picker');

const TODAY = '2026-03-31';
type Range = { from: string; to: string };

function picker(range: Range) {
  const onChange = mock((_range: Range) => {});
  const view = render(<RangePicker range={range} today={TODAY} onChange={onChange} />);
  const pressed = () =>
    view
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true')
      .map((button) => button.textContent);
  const date = (label: 'From' | 'To', value: string) =>
    fireEvent.change(view.getByLabelText(label), { target: { value } });
  return { view, onChange, pressed, date };
}

describe('the dashboard’s range picker', () => {
  test('the preset the range is shows pressed', () => {
    const { pressed } = picker({ from: '2026-03-02', to: TODAY });
    expect(pressed()).toEqual(['Last 30 days']);
  });

  test('a custom range presses no preset', () => {
    const { pressed } = picker({ from: '2026-03-01', to: '2026-03-10' });
    expect(pressed()).toEqual([]);
  });

  test('a preset asks for its days, ending today', () => {
    const { view, onChange } = picker({ from: '2026-03-02', to: TODAY });
    fireEvent.click(view.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-03-25', to: TODAY });
  });

  test('custom dates are applied only with Apply range', () => {
    const { view, onChange, date } = picker({ from: '2026-03-02', to: TODAY });
    date('From', '2026-01-01');
    date('To', '2026-01-31');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(view.getByRole('button', { name: 'Apply range' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-01-01', to: '2026-01-31' });
  });

  test('a reversed range is refused under the dates, which are marked, and not applied', () => {
    const { view, onChange, date } = picker({ from: '2026-03-02', to: TODAY });
    date('From', '2026-03-20');
    date('To', '2026-03-10');
    fireEvent.click(view.getByRole('button', { name: 'Apply range' }));
    expect(view.getByRole('alert').textContent).toBe(adminDashboardMessages.rangeReversed);
    expect(view.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a range longer than allowed is refused in the contract’s words', () => {
    const { view, onChange, date } = picker({ from: '2026-03-02', to: TODAY });
    date('From', '2024-01-01');
    fireEvent.click(view.getByRole('button', { name: 'Apply range' }));
    expect(view.getByRole('alert').textContent).toBe(adminDashboardMessages.rangeTooLong);
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a new range from outside resets the custom dates and the refusal', () => {
    const { view, date, onChange } = picker({ from: '2026-03-02', to: TODAY });
    date('From', '2026-03-20');
    date('To', '2026-03-10');
    fireEvent.click(view.getByRole('button', { name: 'Apply range' }));
    view.rerender(<RangePicker range={{ from: '2026-03-25', to: TODAY }} today={TODAY} onChange={onChange} />);
    expect(view.queryByRole('alert')).toBeNull();
    expect((view.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-25');
    expect((view.getByLabelText('To') as HTMLInputElement).value).toBe(TODAY);
  });
});
