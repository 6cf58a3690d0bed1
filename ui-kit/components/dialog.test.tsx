import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { Dialog, DialogPanel } = await import('./dialog');

describe('DialogPanel', () => {
  test('a dialog named by its title and described by its description, with its buttons', () => {
    const view = render(
      <Dialog open>
        <DialogPanel
          title="Subscription Required"
          description="You need an active plan."
          footer={<button type="button">Subscribe</button>}
        >
          <p>Body</p>
        </DialogPanel>
      </Dialog>,
    );
    const dialog = view.getByRole('dialog', { name: 'Subscription Required' });
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('You need an active plan.');
    expect(view.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(view.getByText('Body')).toBeTruthy();
  });

  test('the title and the description take their own classes (a long page title clamped to two lines)', () => {
    const panel = (
      <DialogPanel title="Share" titleClassName="user-text" description="A" descriptionClassName="line-clamp-2" />
    );
    const view = render(<Dialog open>{panel}</Dialog>);
    expect(view.getByRole('heading', { name: 'Share' }).classList.contains('user-text')).toBe(true);
    expect(view.getByText('A').classList.contains('line-clamp-2')).toBe(true);
  });

  test('without a description it is described by nothing', () => {
    const view = render(
      <Dialog open>
        <DialogPanel title="Share">body</DialogPanel>
      </Dialog>,
    );
    expect(view.getByRole('dialog', { name: 'Share' }).getAttribute('aria-describedby')).toBeNull();
  });

  test('with onSubmit, the body and the footer are one form: its submit button sends it', () => {
    const sent = mock((event: { preventDefault: () => void }) => event.preventDefault());
    const view = render(
      <Dialog open>
        <DialogPanel
          title="Report this listing"
          onSubmit={sent}
          formLabel="Report"
          footer={<button type="submit">Send report</button>}
        >
          <input aria-label="Reason" />
        </DialogPanel>
      </Dialog>,
    );
    const form = view.getByRole('form', { name: 'Report' });
    expect(form.contains(view.getByLabelText('Reason'))).toBe(true);
    fireEvent.click(view.getByRole('button', { name: 'Send report' }));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  test('submit gives the usual footer: the way out closes the dialog, the submit button waits while busy', () => {
    const closed = mock((_open: boolean) => {});
    const panel = (busy: boolean) => (
      <Dialog open onOpenChange={closed}>
        <DialogPanel
          title="Cancel this inspection?"
          onSubmit={() => {}}
          submit={{ label: 'Cancel inspection', busy, destructive: true, cancel: 'Back' }}
        >
          <input aria-label="Reason" />
        </DialogPanel>
      </Dialog>
    );
    const view = render(panel(false));
    const send = view.getByRole('button', { name: 'Cancel inspection' }) as HTMLButtonElement;
    expect(send.type).toBe('submit');
    expect(send.disabled).toBe(false);
    view.rerender(panel(true));
    expect((view.getByRole('button', { name: /Cancel inspection/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(view.getByRole('button', { name: 'Back' }));
    expect(closed).toHaveBeenCalledWith(false);
  });
});
