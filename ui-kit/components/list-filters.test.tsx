import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { FilterSelect, filterOptions, SearchFilter } = await import('./list-filters');

const statuses = ['pending', 'active', 'closed'] as const;
const labels = { pending: 'Pending', active: 'Active', closed: 'Closed (let or sold)' };

describe('a list screen’s filters', () => {
  test('options name each value, from a record of names or a function', () => {
    expect(filterOptions(statuses, labels).map((option) => option.label)).toEqual([
      'Pending',
      'Active',
      'Closed (let or sold)',
    ]);
    expect(filterOptions(['AGENT'] as const, (value) => value.toLowerCase())).toEqual([
      { value: 'AGENT', label: 'agent' },
    ]);
  });

  test('a select is labelled for screen readers, starts with its no-filter choice, and hands back the value', () => {
    const onChange = mock((_value: string) => {});
    const view = render(
      <FilterSelect
        label="Filter by status"
        value="active"
        onChange={onChange}
        allLabel="All statuses"
        options={filterOptions(statuses, labels)}
      />,
    );
    const select = view.getByLabelText('Filter by status') as HTMLSelectElement;
    expect(select.value).toBe('active');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'All statuses',
      'Pending',
      'Active',
      'Closed (let or sold)',
    ]);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  test('a filter that always has a value offers no empty choice', () => {
    const view = render(
      <FilterSelect label="Show messages" value="open" onChange={() => {}} options={filterOptions(statuses, labels)} />,
    );
    const select = view.getByLabelText('Show messages') as HTMLSelectElement;
    expect(select.options).toHaveLength(3);
  });

  test('two filters on one screen each keep their own label', () => {
    const view = render(
      <>
        <SearchFilter
          label="Search users by name or email"
          placeholder="Search name or email"
          value=""
          onChange={() => {}}
        />
        <SearchFilter
          label="Filter by agent name or email"
          placeholder="Agent name or email"
          value=""
          onChange={() => {}}
        />
      </>,
    );
    const users = view.getByLabelText('Search users by name or email');
    const agents = view.getByLabelText('Filter by agent name or email');
    expect(users).not.toBe(agents);
    expect(users.getAttribute('type')).toBe('search');
  });

  test('the search box hands back every change as typed', () => {
    const onChange = mock((_text: string) => {});
    const view = render(
      <SearchFilter label="Search subscribers by email" placeholder="Search email" value="" onChange={onChange} />,
    );
    fireEvent.change(view.getByPlaceholderText('Search email'), { target: { value: ' ada@' } });
    expect(onChange).toHaveBeenCalledWith(' ada@');
  });
});
