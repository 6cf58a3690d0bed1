import { afterEach, describe, expect, test } from 'bun:test';
import type { AuditEntry, AuditLogPage } from '@naija-homes/contracts/audit';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, waitFor } = await import('@testing-library/react');
const { fakeApi, never, renderWithProviders, settleAfterEach } = await import('../../../test/render');
const { AuditLogTable } = await import('./audit-log-table');

settleAfterEach();
let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: 'audit-1',
  createdAt: '2026-11-20T09:30:00.000Z',
  actor: { _id: 'admin-1', name: 'Bola Admin', email: 'admin@demo.ng' },
  action: 'listing.verify',
  targetType: 'property',
  targetId: 'property-1',
  targetLabel: 'Duplex in Lekki Phase 1',
  targetSlug: 'duplex-in-lekki-phase-1',
  targetEmail: null,
  before: { verified: false },
  after: { verified: true },
  reason: null,
  ...overrides,
});

const page = (data: AuditEntry[]): AuditLogPage => ({ data, total: data.length, totalPages: 1, people: {} });

function showLog(url = '/admin/audit-log', answer: () => AuditLogPage | 'never' = () => page([entry()])) {
  api = fakeApi(() => {
    const body = answer();
    return body === 'never' ? never() : { status: 200, body };
  });
  return renderWithProviders(<AuditLogTable />, { url });
}

const lastAsked = () => api?.sent.at(-1)?.url ?? '';

describe('the audit log', () => {
  test('asks for the newest page and shows who did what, in words', async () => {
    const view = showLog();
    await waitFor(() => expect(view.getByText(/Bola Admin/)).toBeTruthy());
    // In the row, not only among the action filter's choices.
    expect(view.getAllByRole('cell').some((cell) => cell.textContent?.includes('Verified a listing'))).toBe(true);
    expect(lastAsked()).toBe('/api/v1/admin/audit-log?page=1&limit=20');
  });

  test('picking an action filters the list, keeps it in the URL and goes back to the first page', async () => {
    const view = showLog('/admin/audit-log?page=3');
    fireEvent.change(view.getByLabelText('Filter by action'), { target: { value: 'listing.verify' } });
    expect(view.currentUrl()).toBe('/admin/audit-log?action=listing.verify');
    await waitFor(() => expect(lastAsked()).toBe('/api/v1/admin/audit-log?page=1&limit=20&action=listing.verify'));
  });

  test('the admin box asks once typing pauses, with the text trimmed', async () => {
    const view = showLog();
    await waitFor(() => expect(api?.sent.length).toBe(1));
    fireEvent.change(view.getByLabelText('Search by admin name or email'), { target: { value: ' bola ' } });
    await waitFor(() => expect(lastAsked()).toBe('/api/v1/admin/audit-log?page=1&limit=20&actor=bola'), {
      timeout: 2000,
    });
    expect(view.currentUrl()).toBe('/admin/audit-log?actor=bola');
    expect(api?.sent.length).toBe(2);
  });

  test('a backwards range from a link is not asked for; the page says why and marks the dates', async () => {
    const view = showLog('/admin/audit-log?from=2026-04-01&to=2026-03-01');
    await waitFor(() => expect(api?.sent.length).toBe(1));
    expect(lastAsked()).toBe('/api/v1/admin/audit-log?page=1&limit=20');
    expect(view.getByText(/The dates are not applied\./)).toBeTruthy();
    expect(view.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
  });

  test('Clear filters empties every filter and the URL', async () => {
    const view = showLog('/admin/audit-log?action=user.block&targetType=user&actor=bola');
    fireEvent.click(view.getByRole('button', { name: 'Clear filters' }));
    expect(view.currentUrl()).toBe('/admin/audit-log');
    expect((view.getByLabelText('Search by admin name or email') as HTMLInputElement).value).toBe('');
    expect(view.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  test('while loading, skeleton rows stand in for the entries', () => {
    const view = showLog('/admin/audit-log', () => 'never');
    expect(view.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
  });
});
