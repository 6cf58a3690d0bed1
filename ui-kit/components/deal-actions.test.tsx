import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { MemoryRouter } = await import('react-router');
const { DealChatButton, DealRefuseButton } = await import('./deal-actions');

describe('a deal card’s actions', () => {
  test('the chat button opens the room in the viewer’s own area, named for the other side', () => {
    const view = render(
      <MemoryRouter>
        <DealChatButton area="agent" roomId="room-1" name="Ada Okafor" />
        <DealChatButton area="buyer" roomId="room-2" name="Chinedu Eze" />
      </MemoryRouter>,
    );
    expect(view.getByRole('link', { name: 'Chat with Ada Okafor' }).getAttribute('href')).toBe(
      '/agent/chats?room=room-1',
    );
    expect(view.getByRole('link', { name: 'Chat with Chinedu Eze' }).getAttribute('href')).toBe(
      '/buyer/chats?room=room-2',
    );
  });

  test('no room yet, no chat button', () => {
    const view = render(
      <MemoryRouter>
        <DealChatButton area="buyer" roomId={null} name="Ada Okafor" />
      </MemoryRouter>,
    );
    expect(view.queryByRole('link')).toBeNull();
  });

  test('the way out is a button named by its words, which can be held while a move is under way', () => {
    const onClick = mock(() => {});
    const view = render(
      <>
        <DealRefuseButton onClick={onClick}>Cancel</DealRefuseButton>
        <DealRefuseButton disabled aria-label="Decline booking BKG-1001">
          Decline
        </DealRefuseButton>
      </>,
    );
    fireEvent.click(view.getByRole('button', { name: 'Cancel' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((view.getByRole('button', { name: 'Decline booking BKG-1001' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
