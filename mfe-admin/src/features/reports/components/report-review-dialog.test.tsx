import { afterEach, describe, expect, mock, test } from 'bun:test';
import { type AdminReport, reportMessages } from '@naija-homes/contracts/moderation';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { fakeApi, never, renderWithProviders, settleAfterEach, eventually } = await import('../../../test/render');
settleAfterEach();
const { ReportReviewDialog } = await import('./report-review-dialog');

function report(changes: Partial<AdminReport> = {}): AdminReport {
  return {
    _id: 'report-1',
    reportNo: 'RPT-1007',
    status: 'open',
    reason: 'scam',
    reasonLabel: 'Scam or asked for money before viewing',
    message: 'The agent asked for an inspection fee before showing the flat.',
    // 23:40 UTC on 31 May is 00:40 on 1 June in Lagos.
    createdAt: '2026-05-31T23:40:00.000Z',
    listing: {
      _id: 'listing-1',
      slug: 'three-bedroom-flat-lekki',
      title: 'Three-bedroom flat in Lekki',
      listingStatus: 'active',
      isPublished: true,
      moderationReason: null,
    },
    agent: {
      _id: 'agent-1',
      fullName: 'Tunde Bakare',
      email: 'tunde@homes.ng',
      slug: 'tunde-bakare',
      strikes: 0,
      isBlocked: false,
    },
    reporter: { _id: 'buyer-1', fullName: 'Ngozi Eze', email: 'ngozi@mail.ng' },
    openReportsOnTarget: 3,
    resolutionNote: null,
    deactivatedListing: false,
    struckAgent: false,
    resolvedBy: null,
    resolvedAt: null,
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function openReport(data: AdminReport) {
  const onClose = mock(() => {});
  const view = renderWithProviders(<ReportReviewDialog report={data} onClose={onClose} />);
  const decision = view.getByRole('form', { name: 'Decision' });
  const note = () => view.getByLabelText('Note to the reporter') as HTMLTextAreaElement;
  const choose = (label: string) => fireEvent.click(within(decision).getByRole('radio', { name: label }));
  const typeNote = (text: string) => fireEvent.change(note(), { target: { value: text } });
  return { view, onClose, decision, note, choose, typeNote };
}

const resolved = (data: AdminReport, alsoResolved = 0, message = 'Report upheld') => ({
  status: 200,
  body: { data, alsoResolved, message },
});

describe('reviewing a report', () => {
  test('the dialog is named for the report and says when it was sent, in Lagos time', () => {
    const { view } = openReport(report());
    const dialog = view.getByRole('dialog', { name: 'Report RPT-1007' });
    expect(within(dialog).getByText('Scam or asked for money before viewing · sent 1 Jun 2026, 00:40')).toBeTruthy();
  });

  test('the listing and the agent open in new tabs', () => {
    const { view } = openReport(report());
    const listing = view.getByRole('link', { name: 'Three-bedroom flat in Lekki' });
    expect(listing.getAttribute('href')).toBe('/properties/three-bedroom-flat-lekki');
    expect(listing.getAttribute('target')).toBe('_blank');
    expect(view.getByRole('link', { name: 'Tunde Bakare' }).getAttribute('href')).toBe('/agents/tunde-bakare');
  });

  test('an agent report (no listing) has no listing section and no deactivation to choose', () => {
    const { view, choose } = openReport(report({ listing: null }));
    expect(view.queryByRole('region', { name: 'Listing' })).toBeNull();
    expect(view.getByRole('region', { name: 'Agent reported' })).toBeTruthy();
    choose('Uphold: the report is right');
    expect(view.queryByRole('checkbox', { name: 'Deactivate the listing' })).toBeNull();
  });

  test('submitting without a decision or a note is refused with the contract’s words, and nothing is sent', async () => {
    api = fakeApi(() => ({ status: 500 }));
    const { view, decision } = openReport(report());
    expect(view.getByRole('button', { name: 'Resolve' })).toBeTruthy();
    fireEvent.submit(decision);
    expect(view.getByText(reportMessages.decisionRequired)).toBeTruthy();
    expect(within(decision).getByRole('group', { name: 'Decision' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
  });

  test('a note too short is refused under the box; typing again clears it', () => {
    const { view, decision, choose, typeNote, note } = openReport(report());
    choose('Dismiss: no breach found');
    typeNote('Thanks');
    fireEvent.submit(decision);
    expect(view.getByText(reportMessages.noteMin)).toBeTruthy();
    expect(note().getAttribute('aria-invalid')).toBe('true');
    typeNote('Thanks, we looked into it.');
    expect(view.queryByText(reportMessages.noteMin)).toBeNull();
  });

  test('the submit button names the decision chosen', () => {
    const { view, choose } = openReport(report());
    choose('Dismiss: no breach found');
    expect(view.getByRole('button', { name: 'Dismiss report' })).toBeTruthy();
    choose('Uphold: the report is right');
    expect(view.getByRole('button', { name: 'Uphold report' })).toBeTruthy();
  });

  test('dismissing sends no action and the trimmed note, then closes', async () => {
    api = fakeApi(() => resolved(report({ status: 'dismissed' }), 0, 'Report dismissed'));
    const { view, onClose, choose, typeNote } = openReport(report());
    choose('Dismiss: no breach found');
    typeNote('  We called the agent; the fee was refunded.  ');
    fireEvent.click(view.getByRole('button', { name: 'Dismiss report' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent[0]).toEqual({
      method: 'PATCH',
      url: '/api/v1/admin/reports/report-1/resolve',
      body: {
        decision: 'dismiss',
        note: 'We called the agent; the fee was refunded.',
        deactivateListing: false,
        strikeAgent: false,
      },
    });
  });

  test('upholding offers to deactivate the listing (on by default) and counts the other open reports', () => {
    const { view, choose } = openReport(report());
    choose('Uphold: the report is right');
    const deactivate = view.getByRole('checkbox', { name: 'Deactivate the listing' });
    expect(deactivate.getAttribute('aria-checked')).toBe('true');
    const hint = document.getElementById(deactivate.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Hidden from search; the agent is told why. Other open reports on it (2) are resolved the same way.',
    );
  });

  test('upholding with a strike sends both actions', async () => {
    api = fakeApi(() => resolved(report({ status: 'actioned' }), 2));
    const { view, onClose, choose, typeNote } = openReport(report());
    choose('Uphold: the report is right');
    fireEvent.click(view.getByRole('checkbox', { name: 'Give the agent a strike (1 of 3)' }));
    typeNote('The listing asked for money up front.');
    fireEvent.click(view.getByRole('button', { name: 'Uphold report' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent[0]?.body).toEqual({
      decision: 'uphold',
      note: 'The listing asked for money up front.',
      deactivateListing: true,
      strikeAgent: true,
    });
  });

  test('the third strike warns that it blocks the account', () => {
    const { view, choose } = openReport(report({ agent: { ...report().agent, strikes: 2 } }));
    choose('Uphold: the report is right');
    const strike = view.getByRole('checkbox', { name: 'Give the agent a strike (3 of 3)' });
    fireEvent.click(strike);
    const hint = document.getElementById(strike.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe("Strike 3 of 3 blocks the agent's account: signed out, listings hidden.");
    expect(hint?.className).toContain('text-destructive');
  });

  test('a listing already down and an agent already blocked: both choices are off and disabled, and say why', () => {
    const { view, choose } = openReport(
      report({
        listing: { ...report().listing!, moderationReason: 'Duplicate of another listing' },
        agent: { ...report().agent, strikes: 3, isBlocked: true },
      }),
    );
    choose('Uphold: the report is right');
    const deactivate = view.getByRole('checkbox', { name: 'Deactivate the listing' }) as HTMLButtonElement;
    expect(deactivate.disabled).toBe(true);
    expect(deactivate.getAttribute('aria-checked')).toBe('false');
    expect(view.getByText('An admin already deactivated this listing.')).toBeTruthy();
    expect((view.getByRole('checkbox', { name: /^Give the agent a strike/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(view.getByText('The agent is already blocked.')).toBeTruthy();
  });

  test('while it is sent, Cancel is disabled and the note cannot be changed', async () => {
    api = fakeApi(never);
    const { view, choose, typeNote, note } = openReport(report());
    choose('Dismiss: no breach found');
    typeNote('Nothing wrong was found with this listing.');
    fireEvent.click(view.getByRole('button', { name: 'Dismiss report' }));
    await eventually(() =>
      expect((view.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(note().readOnly).toBe(true);
  });

  test('another admin resolving it first: the server’s words show in the dialog, which stays open', async () => {
    api = fakeApi(() => ({ status: 409, body: { code: 'conflict', message: reportMessages.alreadyResolved } }));
    const { view, onClose, choose, typeNote } = openReport(report());
    choose('Dismiss: no breach found');
    typeNote('Nothing wrong was found with this listing.');
    fireEvent.click(view.getByRole('button', { name: 'Dismiss report' }));
    await eventually(() => expect(view.getByRole('alert').textContent).toBe(reportMessages.alreadyResolved));
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a resolved report shows its outcome instead of the form', () => {
    const onClose = mock(() => {});
    const view = renderWithProviders(
      <ReportReviewDialog
        report={report({
          status: 'actioned',
          deactivatedListing: true,
          struckAgent: true,
          resolutionNote: 'Taken down.',
          resolvedBy: { _id: 'admin-1', fullName: 'Admin Musa' },
          resolvedAt: '2026-06-02T08:05:00.000Z',
        })}
        onClose={onClose}
      />,
    );
    expect(view.queryByRole('form', { name: 'Decision' })).toBeNull();
    const outcome = within(view.getByRole('region', { name: 'Outcome' }));
    expect(outcome.getByText('Listing deactivated')).toBeTruthy();
    expect(outcome.getByText('Agent struck')).toBeTruthy();
    expect(outcome.getByText('Admin Musa')).toBeTruthy();
    expect(outcome.getByText('2 Jun 2026, 09:05')).toBeTruthy();
    const status = within(view.getByRole('region', { name: 'What the reporter wrote' })).getByText('Actioned');
    expect(status.getAttribute('data-tone')).toBe('red');
    // The footer's Close (the corner's × is also named Close).
    const close = view.getAllByRole('button', { name: 'Close' }).find((button) => button.textContent === 'Close');
    fireEvent.click(close!);
    expect(onClose).toHaveBeenCalled();
  });

  test('a dismissed report reads No action', () => {
    const view = renderWithProviders(
      <ReportReviewDialog
        report={report({ status: 'dismissed', resolutionNote: 'No breach.', resolvedBy: null, resolvedAt: null })}
        onClose={() => {}}
      />,
    );
    const outcome = within(view.getByRole('region', { name: 'Outcome' }));
    expect(outcome.getByText('No action')).toBeTruthy();
    expect(outcome.getAllByText('N/A')).toHaveLength(2);
  });
});
