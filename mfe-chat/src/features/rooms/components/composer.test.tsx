import { describe, expect, mock, test } from 'bun:test';
import { chatMessages } from '@naija-homes/contracts/chat';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { Composer } = await import('./composer');

function composer() {
  const onSend = mock((_text: string) => {});
  const view = render(<Composer label="Message Ada Okafor" onSend={onSend} />);
  const box = view.getByLabelText('Message Ada Okafor') as HTMLTextAreaElement;
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  return { view, box, type, onSend };
}

describe('the message box', () => {
  test('Enter sends what was typed, trimmed, and empties the box', () => {
    const { box, type, onSend } = composer();
    type('  Is the flat still available?  ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Is the flat still available?');
    expect(box.value).toBe('');
  });

  test('Shift+Enter does not send (a new line)', () => {
    const { box, type, onSend } = composer();
    type('First line');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  test('nothing but spaces is refused with the spec’s words under the box, and nothing is sent', () => {
    const { view, box, type, onSend } = composer();
    type('   ');
    fireEvent.click(view.getByRole('button', { name: 'Send message' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(view.getByText(chatMessages.required)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  test('typing again clears the refusal', () => {
    const { view, box, type } = composer();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(view.queryByText(chatMessages.required)).toBeTruthy();
    type('Hello');
    expect(view.queryByText(chatMessages.required)).toBeNull();
  });

  test('the box holds at most the longest message allowed', () => {
    const { box } = composer();
    expect(box.maxLength).toBe(200);
  });
});
