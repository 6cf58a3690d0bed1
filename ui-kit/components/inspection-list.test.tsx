import { describe, expect, test } from 'bun:test';
import type { Inspection } from '@naija-homes/contracts/inspection';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { act, fireEvent, render, within } = await import('@testing-library/react');
const { MemoryRouter } = await import('react-router');
const { InspectionList } = await import('./inspection-list');
type Move = import('../hooks/use-deal-moves').DealMoveRequest<'confirm' | 'decline' | 'cancel'>;
type Callbacks = Parameters<import('react').ComponentProps<typeof InspectionList>['useMove']>[0];

const inspection = (changes: Partial<Inspection> = {}): Inspection => ({
  _id: 'inspection-1',
  status: 'pending',
  startsAt: '2026-12-05T09:00:00.000Z',
  endsAt: '2026-12-05T09:30:00.000Z',
  message: 'Can I come with my wife?',
  cancelledBy: null,
  reason: null,
  owner: { _id: 'buyer-1', fullName: 'Ngozi Eze', photo: null },
  agent: { _id: 'agent-1', fullName: 'Tunde Bakare', photo: null },
  roomId: 'room-1',
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
});

/** The agent's list, with a move that records what it was asked and answers as the test says. */
function agentList(inspections: Inspection[], pendingId?: string) {
  const sent: Move[] = [];
  let callbacks: Callbacks | null = null;
  const useMove = (given: Callbacks) => {
    callbacks = given;
    return {
      mutate: (move: Move) => sent.push(move),
      isPending: pendingId !== undefined,
      variables: pendingId ? { id: pendingId, action: 'confirm' as const } : undefined,
    };
  };
  const view = render(
    <MemoryRouter>
      <InspectionList
        side="agent"
        label="Inspections"
        list={{ isPending: false, error: null, data: { data: inspections, totalPages: 1 } }}
        page={1}
        onPageChange={() => {}}
        useMove={useMove}
      />
    </MemoryRouter>,
  );
  const card = (index = 0) =>
    within(within(view.getByRole('list', { name: 'Inspections' })).getAllByRole('listitem')[index] as HTMLElement);
  const fail = (message: string) => act(() => callbacks?.onError(new Error(message)));
  return { view, card, sent, fail };
}

describe('the inspection list, as the agent sees it', () => {
  test('a request names the buyer, quotes their message and can be confirmed or declined', () => {
    const { card, sent } = agentList([inspection()]);
    expect(card().getByText('Inspection with Ngozi Eze')).toBeTruthy();
    expect(card().getByText('“Can I come with my wife?”')).toBeTruthy();
    fireEvent.click(card().getByRole('button', { name: /^Confirm the inspection with Ngozi Eze on / }));
    fireEvent.click(card().getByRole('button', { name: 'Decline' }));
    expect(sent).toEqual([
      { id: 'inspection-1', action: 'confirm' },
      { id: 'inspection-1', action: 'decline' },
    ]);
    expect(card().getByRole('link', { name: 'Chat with Ngozi Eze' }).getAttribute('href')).toBe(
      '/agent/chats?room=room-1',
    );
  });

  test('a confirmed one can only be cancelled; a cancelled one says who cancelled and why', () => {
    const { card } = agentList([
      inspection({ status: 'confirmed' }),
      inspection({
        _id: 'inspection-2',
        status: 'cancelled',
        cancelledBy: 'buyer',
        reason: 'I found a flat',
        message: null,
      }),
    ]);
    expect(card(0).queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(card(0).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(card(1).getByText('Ngozi Eze: “I found a flat”')).toBeTruthy();
  });

  test('while one moves, its buttons wait; the others do not', () => {
    const { card } = agentList([inspection(), inspection({ _id: 'inspection-2' })], 'inspection-1');
    expect((card(0).getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(true);
    expect((card(1).getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('a refused move says why above the list', () => {
    const { view, card, fail } = agentList([inspection()]);
    fireEvent.click(card().getByRole('button', { name: 'Decline' }));
    fail('This inspection has already started');
    expect(view.getByRole('alert').textContent).toBe('This inspection has already started');
  });

  test('cancelling asks for a reason and tells whom it will be told to', () => {
    const { view, card, sent } = agentList([inspection({ status: 'confirmed' })]);
    fireEvent.click(card().getByRole('button', { name: 'Cancel' }));
    const dialog = within(view.getByRole('dialog', { name: 'Cancel this inspection?' }));
    expect(dialog.getByText(/Ngozi Eze will be told why\.$/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'The flat was let' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel inspection' }));
    expect(sent).toEqual([{ id: 'inspection-1', action: 'cancel', reason: 'The flat was let' }]);
  });
});
