import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { ReasonDialog } = await import('./reason-dialog');

function openDialog(props: { minLength?: number; error?: string | null } = {}) {
  const onConfirm = mock((_reason: string) => {});
  const onOpenChange = mock((_open: boolean) => {});
  const view = render(
    <ReasonDialog
      open
      onOpenChange={onOpenChange}
      title="Cancel booking BKG-1001?"
      description="The agent will be told why."
      label="Reason"
      minLength={props.minLength ?? 5}
      maxLength={200}
      tooShort="Please give a reason of at least 5 characters"
      confirmText="Cancel booking"
      destructive
      error={props.error ?? null}
      onConfirm={onConfirm}
    />,
  );
  const box = view.getByLabelText('Reason') as HTMLTextAreaElement;
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  const confirm = () => fireEvent.click(view.getByRole('button', { name: 'Cancel booking' }));
  return { view, box, type, confirm, onConfirm, onOpenChange };
}

describe('a question that needs a reason', () => {
  test('is a labelled dialog with its title and what happens next', () => {
    const { view } = openDialog();
    const dialog = view.getByRole('dialog', { name: 'Cancel booking BKG-1001?' });
    expect(dialog.textContent).toContain('The agent will be told why.');
  });

  test('a reason too short (spaces do not count) is refused in words, tied to the box, and nothing is sent', () => {
    const { view, box, type, confirm, onConfirm } = openDialog();
    type('  no  ');
    confirm();
    expect(onConfirm).not.toHaveBeenCalled();
    const problem = view.getByRole('alert');
    expect(problem.textContent).toBe('Please give a reason of at least 5 characters');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(problem.id);
  });

  test('typing again clears the refusal; a long enough reason is sent trimmed', () => {
    const { view, type, confirm, onConfirm } = openDialog();
    type('no');
    confirm();
    type('  The guests changed their plans  ');
    expect(view.queryByRole('alert')).toBeNull();
    confirm();
    expect(onConfirm).toHaveBeenCalledWith('The guests changed their plans');
  });

  test('an optional reason (minimum 0) may be left empty', () => {
    const { confirm, onConfirm } = openDialog({ minLength: 0 });
    confirm();
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  test('the server’s refusal shows under the box', () => {
    const { view } = openDialog({ error: 'This booking is cancelled: it can no longer be changed this way' });
    expect(view.getByRole('alert').textContent).toContain('no longer be changed');
  });

  test('Back closes it', () => {
    const { view, onOpenChange } = openDialog();
    fireEvent.click(view.getByRole('button', { name: 'Back' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
