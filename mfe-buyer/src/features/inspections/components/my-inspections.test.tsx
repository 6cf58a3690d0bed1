import { afterEach, describe, expect, test } from 'bun:test';
import { type Inspection, inspectionMessages } from '@naija-homes/contracts/inspection';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, settleAfterEach } = await import('../../../test/render');
settleAfterEach();
const { inspectionKeys } = await import('@naija-homes/client/queries/inspections');
const { MyInspections } = await import('./my-inspections');

function inspection(changes: Partial<Inspection> = {}): Inspection {
  return {
    _id: 'inspection-1',
    status: 'pending',
    // 09:00–09:30 UTC is 10:00–10:30 in Lagos.
    startsAt: '2026-12-05T09:00:00.000Z',
    endsAt: '2026-12-05T09:30:00.000Z',
    message: null,
    cancelledBy: null,
    reason: null,
    owner: { _id: 'buyer-1', fullName: 'Ngozi Eze', photo: null },
    agent: { _id: 'agent-1', fullName: 'Tunde Bakare', photo: null },
    roomId: null,
    propertyId: {
      _id: 'listing-1',
      slug: 'flat-in-surulere',
      title: 'Flat in Surulere',
      address: null,
      city: 'Lagos',
      photo: null,
    },
    createdAt: '2026-12-01T10:00:00.000Z',
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function showInspections(inspections: Inspection[], totalPages = 1) {
  const view = renderWithProviders(<MyInspections />, {
    url: '/buyer/my-bookings',
    data: [[inspectionKeys.list('buyer', 1), { data: inspections, totalPages }]],
  });
  const card = (index: number) =>
    within(within(view.getByRole('list', { name: 'My inspections' })).getAllByRole('listitem')[index] as HTMLElement);
  return { view, card };
}

describe('my inspections', () => {
  test('the page is kept in the address: a reload or Back comes back to it', () => {
    const { view } = showInspections([inspection()], 3);
    fireEvent.click(view.getByRole('button', { name: 'Next page' }));
    expect(view.currentUrl()).toBe('/buyer/my-bookings?page=2');
  });

  test('the time is told in Lagos time, with whom', () => {
    const { card } = showInspections([inspection()]);
    // Bun's ICU writes en-NG times on a 24-hour clock, browsers with "am": the Lagos hour (10, not UTC's 9) is the point.
    expect(card(0).getByText(/^Sat, 5 Dec 2026, 10:00( am)? – 10:30( am)? \(Lagos time\)$/)).toBeTruthy();
    expect(card(0).getByText('Inspection with Tunde Bakare')).toBeTruthy();
    expect(card(0).getByText('pending').getAttribute('data-tone')).toBe('orange');
  });

  test('no chat room yet: no chat button; with one, it opens in the buyer’s area', () => {
    const { card } = showInspections([inspection(), inspection({ _id: 'inspection-2', roomId: 'room-9' })]);
    expect(card(0).queryByRole('link', { name: 'Chat with Tunde Bakare' })).toBeNull();
    expect(card(1).getByRole('link', { name: 'Chat with Tunde Bakare' }).getAttribute('href')).toBe(
      '/buyer/chats?room=room-9',
    );
  });

  test('a declined inspection cannot be cancelled; a cancelled one quotes why', () => {
    const { card } = showInspections([
      inspection({ status: 'declined' }),
      inspection({ _id: 'inspection-2', status: 'cancelled', cancelledBy: 'agent', reason: 'The flat was let' }),
    ]);
    expect(card(0).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(card(1).getByText('Tunde Bakare: “The flat was let”')).toBeTruthy();
  });

  test('Cancel asks for a reason; too short is refused and nothing is sent', () => {
    api = fakeApi(() => ({ status: 500 }));
    const { view, card } = showInspections([inspection({ status: 'confirmed' })]);
    fireEvent.click(card(0).getByRole('button', { name: 'Cancel' }));
    const dialog = within(view.getByRole('dialog', { name: 'Cancel this inspection?' }));
    expect(
      dialog.getByText(
        /^Flat in Surulere, Sat, 5 Dec 2026, 10:00( am)? – 10:30( am)? \(Lagos time\)\. Tunde Bakare will be told why\.$/,
      ),
    ).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'busy' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel inspection' }));
    expect(dialog.getByText(inspectionMessages.reasonRequired)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  test('a good reason cancels it, then the dialog closes', async () => {
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { data: [], totalPages: 1 } }
        : { status: 200, body: { data: inspection({ status: 'cancelled' }), message: inspectionMessages.cancelled } },
    );
    const { view, card } = showInspections([inspection()]);
    fireEvent.click(card(0).getByRole('button', { name: 'Cancel' }));
    fireEvent.change(view.getByLabelText('Reason'), { target: { value: 'I found a place' } });
    fireEvent.click(view.getByRole('button', { name: 'Cancel inspection' }));
    await eventually(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(api.sent[0]).toEqual({
      method: 'POST',
      url: '/api/v1/inspection/inspection-1/cancel',
      body: { reason: 'I found a place' },
    });
  });

  test('a refused cancel keeps the dialog open with the server’s words', async () => {
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { data: [inspection()], totalPages: 1 } }
        : { status: 409, body: { code: 'conflict', message: inspectionMessages.started } },
    );
    const { view, card } = showInspections([inspection()]);
    fireEvent.click(card(0).getByRole('button', { name: 'Cancel' }));
    fireEvent.change(view.getByLabelText('Reason'), { target: { value: 'I found a place' } });
    fireEvent.click(view.getByRole('button', { name: 'Cancel inspection' }));
    const dialog = within(view.getByRole('dialog', { name: 'Cancel this inspection?' }));
    await eventually(() => expect(dialog.getByText(inspectionMessages.started)).toBeTruthy());
  });

  test('the next page is asked for from the API', async () => {
    api = fakeApi(() => ({ status: 200, body: { data: [inspection({ _id: 'inspection-11' })], totalPages: 2 } }));
    const { view } = showInspections([inspection()], 2);
    fireEvent.click(view.getByRole('button', { name: 'Next page' }));
    await eventually(() => expect(api?.sent[0]?.url).toBe('/api/v1/inspection/mine?page=2&limit=10'));
  });

  test('none yet: the empty text and a way to find a home to inspect', () => {
    const { view } = showInspections([]);
    expect(view.getByText('No Record Found')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Find a home to inspect' }).getAttribute('href')).toBe(
      '/properties?propertyFor=rent',
    );
  });
});
