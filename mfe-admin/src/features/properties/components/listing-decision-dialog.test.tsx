import { afterEach, describe, expect, mock, test } from 'bun:test';
import { type AdminProperty, adminPropertyMessages } from '@naija-homes/contracts/admin-property';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent } = await import('@testing-library/react');
const { eventually, fakeApi, never, renderWithProviders, settleAfterEach } = await import('../../../test/render');
settleAfterEach();
const { ListingDecisionDialog } = await import('./listing-decision-dialog');
type Kind = import('./listing-decision-dialog').ListingDecisionKind;

function listing(changes: Partial<AdminProperty> = {}): AdminProperty {
  return {
    _id: 'listing-1',
    slug: 'duplex-in-ikoyi',
    title: 'Four-bedroom duplex in Ikoyi',
    photo: null,
    agent: { _id: 'agent-1', fullName: 'Tunde Bakare', email: 'tunde@homes.ng' },
    city: 'Lagos',
    state: 'Lagos',
    propertyFor: 'sale',
    price: 450_000_000,
    rentPaymentFrequency: null,
    listingStatus: 'active',
    isPublished: true,
    moderationReason: null,
    moderatedAt: null,
    isVerified: false,
    verifiedAt: null,
    plan: 'Elite',
    inSearch: true,
    openReports: 0,
    createdAt: '2026-02-01T10:00:00.000Z',
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function decide(kind: Kind, data: AdminProperty = listing()) {
  const onClose = mock(() => {});
  const view = renderWithProviders(<ListingDecisionDialog decision={{ kind, listing: data }} onClose={onClose} />);
  return { view, onClose };
}

const answered = (message: string) => () => ({ status: 200, body: { data: listing(), message } });

describe('deactivating a listing', () => {
  test('names the listing and the agent who will be told, and focuses the reason box', async () => {
    const { view } = decide('deactivate');
    const dialog = view.getByRole('dialog', { name: 'Deactivate “Four-bedroom duplex in Ikoyi”?' });
    expect(dialog.textContent).toContain('Tunde Bakare is notified with your reason');
    const reason = view.getByLabelText('Reason, sent to the agent');
    await eventually(() => expect(document.activeElement === reason).toBe(true));
  });

  test('the hint counts the characters typed', () => {
    const { view } = decide('deactivate');
    expect(view.getByText('At least 10 characters; 0/500.')).toBeTruthy();
    fireEvent.change(view.getByLabelText('Reason, sent to the agent'), { target: { value: 'Fake photos' } });
    expect(view.getByText('At least 10 characters; 11/500.')).toBeTruthy();
  });

  test('a reason under 10 characters (spaces not counted) is refused under the box; nothing is sent', () => {
    api = fakeApi(answered('Listing deactivated'));
    const { view, onClose } = decide('deactivate');
    const reason = view.getByLabelText('Reason, sent to the agent');
    fireEvent.change(reason, { target: { value: '   Fake     ' } });
    fireEvent.click(view.getByRole('button', { name: 'Deactivate' }));
    expect(view.getByText(adminPropertyMessages.reasonRequired)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'Fake photos again' } });
    expect(view.queryByText(adminPropertyMessages.reasonRequired)).toBeNull();
  });

  test('a good reason is sent trimmed, then the dialog closes', async () => {
    api = fakeApi(answered('Listing deactivated'));
    const { view, onClose } = decide('deactivate');
    fireEvent.change(view.getByLabelText('Reason, sent to the agent'), {
      target: { value: '  The photos belong to another listing.  ' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Deactivate' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent[0]).toEqual({
      method: 'PATCH',
      url: '/api/v1/admin/properties/listing-1/deactivate',
      body: { reason: 'The photos belong to another listing.' },
    });
  });

  test('the server’s refusal shows as an alert and the dialog stays', async () => {
    api = fakeApi(() => ({
      status: 409,
      body: { code: 'conflict', message: adminPropertyMessages.alreadyDeactivated },
    }));
    const { view, onClose } = decide('deactivate');
    fireEvent.change(view.getByLabelText('Reason, sent to the agent'), {
      target: { value: 'Duplicate of another one' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Deactivate' }));
    await eventually(() => expect(view.getByRole('alert').textContent).toBe(adminPropertyMessages.alreadyDeactivated));
    expect(onClose).not.toHaveBeenCalled();
  });

  test('while it is sent, Back is disabled and Escape does not close', async () => {
    api = fakeApi(never);
    const { view, onClose } = decide('deactivate');
    fireEvent.change(view.getByLabelText('Reason, sent to the agent'), {
      target: { value: 'Duplicate of another one' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Deactivate' }));
    await eventually(() =>
      expect((view.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.keyDown(view.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the other decisions', () => {
  test('a decision without fields starts on Back, so a stray Enter never decides', async () => {
    const { view } = decide('reactivate');
    const back = view.getByRole('button', { name: 'Back' });
    await eventually(() => expect(document.activeElement === back).toBe(true));
  });

  test('reactivating shows why and when (Lagos time) it was deactivated, and sends the request', async () => {
    api = fakeApi(answered('Listing reactivated'));
    const { view, onClose } = decide(
      'reactivate',
      listing({ moderationReason: 'Photos were copied.', moderatedAt: '2026-03-01T23:30:00.000Z' }),
    );
    expect(view.getByText('Deactivated on 2 Mar 2026, 00:30')).toBeTruthy();
    expect(view.getByText('Photos were copied.')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Reactivate' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/admin/properties/listing-1/reactivate' });
  });

  test('verifying needs the checklist ticked first', async () => {
    api = fakeApi(answered('Listing marked as verified'));
    const { view, onClose } = decide('verify');
    fireEvent.click(view.getByRole('button', { name: 'Mark as verified' }));
    expect(view.getByText(adminPropertyMessages.verifyChecklistRequired)).toBeTruthy();
    const checklist = view.getByRole('checkbox', { name: adminPropertyMessages.verifyChecklist });
    expect(checklist.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
    fireEvent.click(checklist);
    expect(view.queryByText(adminPropertyMessages.verifyChecklistRequired)).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Mark as verified' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent[0]?.url).toBe('/api/v1/admin/properties/listing-1/verify');
  });

  test('removing the badge says when the listing was verified', async () => {
    api = fakeApi(answered('Verified badge removed'));
    const { view, onClose } = decide('unverify', listing({ isVerified: true, verifiedAt: '2026-04-10T12:00:00.000Z' }));
    const dialog = view.getByRole('dialog', { name: 'Remove the Verified badge from “Four-bedroom duplex in Ikoyi”?' });
    expect(dialog.textContent).toContain('(verified on 10 Apr 2026, 13:00)');
    fireEvent.click(view.getByRole('button', { name: 'Remove badge' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent[0]?.url).toBe('/api/v1/admin/properties/listing-1/unverify');
  });

  test('Back closes without sending', () => {
    api = fakeApi(answered('Verified badge removed'));
    const { view, onClose } = decide('unverify');
    fireEvent.click(view.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.sent).toEqual([]);
  });

  test('no decision: nothing is shown', () => {
    const view = renderWithProviders(<ListingDecisionDialog decision={null} onClose={() => {}} />);
    expect(view.queryByRole('dialog')).toBeNull();
  });
});
