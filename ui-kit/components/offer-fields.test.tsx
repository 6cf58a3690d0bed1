import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { OfferFields } = await import('./offer-fields');

function fields(errors: { price?: string; message?: string; form?: string } = {}) {
  const onPriceChange = mock((_text: string) => {});
  const onMessageChange = mock((_text: string) => {});
  const onSubmit = mock(() => {});
  const view = render(
    <OfferFields
      priceLabel="Offer Price"
      price="40000000"
      onPriceChange={onPriceChange}
      priceError={errors.price}
      message="I can pay in two parts"
      onMessageChange={onMessageChange}
      messagePlaceholder="Tell the agent about your offer"
      messageError={errors.message}
      formError={errors.form}
      onSubmit={onSubmit}
    />,
  );
  return { view, onPriceChange, onMessageChange, onSubmit };
}

describe('the price and words of an offer', () => {
  test('a labelled ₦ price and a labelled message, with what was typed', () => {
    const { view } = fields();
    expect((view.getByLabelText(/Offer Price/) as HTMLInputElement).value).toBe('40000000');
    expect((view.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('I can pay in two parts');
  });

  test('typing hands each change back, every character kept', () => {
    const { view, onPriceChange, onMessageChange } = fields();
    fireEvent.change(view.getByLabelText(/Offer Price/), { target: { value: '45000000.50' } });
    expect(onPriceChange).toHaveBeenCalledWith('45000000.50');
    fireEvent.change(view.getByLabelText('Message'), { target: { value: 'Cash, this week' } });
    expect(onMessageChange).toHaveBeenCalledWith('Cash, this week');
  });

  test('Enter in the message sends; Shift+Enter does not', () => {
    const { view, onSubmit } = fields();
    const message = view.getByLabelText('Message');
    fireEvent.keyDown(message, { key: 'Enter', shiftKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(message, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('each problem shows where it belongs; the server’s refusal below both', () => {
    const { view } = fields({
      price: 'Enter an amount in naira, like 4,500,000 or 4500000.50',
      form: 'You already have an open offer on this listing',
    });
    const price = view.getByLabelText(/Offer Price/);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const described = view.container.querySelector(`#${CSS.escape(price.getAttribute('aria-describedby') ?? '')}`);
    expect(described?.textContent).toBe('Enter an amount in naira, like 4,500,000 or 4500000.50');
    expect(view.getByRole('alert').textContent).toBe('You already have an open offer on this listing');
  });
});
