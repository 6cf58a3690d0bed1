import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { StatusSelect } = await import('./status-select');

const statuses = ['pending', 'accepted', 'declined'] as const;

describe('a filter by status', () => {
  test('is labelled, offers all first and then each status by name, with its count when known', () => {
    const view = render(
      <StatusSelect
        statuses={statuses}
        value={null}
        onChange={() => {}}
        allLabel="All offers"
        counts={{ pending: 3 }}
      />,
    );
    const select = view.getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'All offers',
      'Pending (3)',
      'Accepted',
      'Declined',
    ]);
    expect(select.value).toBe('');
  });

  test('choosing a status gives it; choosing all gives null', () => {
    const onChange = mock((_value: (typeof statuses)[number] | null) => {});
    const view = render(<StatusSelect statuses={statuses} value="pending" onChange={onChange} allLabel="All offers" />);
    const select = view.getByLabelText('Status');
    fireEvent.change(select, { target: { value: 'declined' } });
    expect(onChange).toHaveBeenLastCalledWith('declined');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
