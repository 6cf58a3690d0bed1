import { describe, expect, test } from 'bun:test';
import { subscriptionRequiredMessage } from '@naija-homes/contracts/billing';
import { propertyMessages } from '@naija-homes/contracts/property';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, renderWith } = await import('../../../test/render');
const { AddPropertyButton } = await import('./add-property-button');

const api = fakeApi();

function openDialog() {
  const screen = renderWith(<AddPropertyButton />, { url: '/agent/my-properties' });
  fireEvent.click(screen.view.getByRole('button', { name: 'Add Property' }));
  const dialog = screen.view.getByRole('dialog', { name: 'Add Property' });
  const inside = within(dialog);
  const title = inside.getByLabelText('Title') as HTMLInputElement;
  const category = inside.getByLabelText('Category') as HTMLSelectElement;
  const type = (text: string) => fireEvent.change(title, { target: { value: text } });
  const submit = () => fireEvent.click(inside.getByRole('button', { name: 'Continue' }));
  return { ...screen, dialog, inside, title, category, type, submit };
}

describe('the Add Property dialog', () => {
  test('asks for a title and a category, residential first, with the title focused', () => {
    const { dialog, title, category } = openDialog();
    expect(dialog.textContent).toContain('Give it a title and a category; you fill in the details next.');
    expect(document.activeElement).toBe(title);
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(title.maxLength).toBe(200);
    expect(category.value).toBe('residential');
    expect([...category.options].map((option) => option.textContent)).toEqual(['Residential', 'Commercial']);
  });

  test('an empty title is refused beside the field, and nothing is sent', () => {
    const { inside, title, submit } = openDialog();
    submit();
    expect(inside.getByText(propertyMessages.titleRequired)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  test('a title too short, or with digits, gets the spec’s words; typing again clears them', () => {
    const { inside, title, type, submit } = openDialog();
    type('Flat');
    submit();
    expect(inside.getByText(propertyMessages.titleMin)).toBeTruthy();
    type('Flat 2 in Yaba');
    expect(inside.queryByText(propertyMessages.titleMin)).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(inside.getByText(propertyMessages.titleLetters)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  test('Cancel closes it without a request; opened again, the old message is gone', async () => {
    const { view, dialog, inside, submit } = openDialog();
    submit();
    fireEvent.click(inside.getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(dialog.isConnected).toBe(false));
    fireEvent.click(view.getByRole('button', { name: 'Add Property' }));
    const again = view.getByRole('dialog', { name: 'Add Property' });
    expect(within(again).queryByText(propertyMessages.titleRequired)).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  test('creates the listing, trimmed, and opens its editor with the category', async () => {
    api.on('POST', '/api/v1/property/create', {
      status: 201,
      body: {
        data: { _id: 'new1', propertyCategory: 'commercial', slug: 'office-in-ikeja-new1' },
        message: propertyMessages.created,
      },
    });
    const { dialog, category, type, submit, address } = openDialog();
    type('  Office in Ikeja  ');
    fireEvent.change(category, { target: { value: 'commercial' } });
    submit();
    await eventually(() => expect(address()).toBe('/agent/property/new1?propertyCategory=commercial'));
    expect(api.to('POST', '/api/v1/property/create').map((call) => call.body)).toEqual([
      { title: 'Office in Ikeja', propertyCategory: 'commercial' },
    ]);
    await eventually(() => expect(dialog.isConnected).toBe(false));
  });

  test('while it is created, Continue says so and cannot be pressed twice', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    api.on('POST', '/api/v1/property/create', () => new Promise((resolve) => (answer = resolve)));
    const { inside, type, submit } = openDialog();
    type('Office in Ikeja');
    submit();
    const busy = await eventually(() => inside.getByRole('button', { name: /Creating…/ }));
    expect(busy.hasAttribute('disabled')).toBe(true);
    await eventually(() => expect(api.calls).toHaveLength(1));
    answer({ status: 500, body: { message: 'Something went wrong' } });
    await eventually(() => expect(inside.getByText('Something went wrong')).toBeTruthy());
    expect(inside.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);
  });

  test('without a live plan, Subscription Required replaces it; Cancel there closes it', async () => {
    api.on('POST', '/api/v1/property/create', {
      status: 403,
      body: { code: 'subscription_required', message: subscriptionRequiredMessage },
    });
    const { view, dialog, type, submit, address } = openDialog();
    type('Office in Ikeja');
    submit();
    const required = await eventually(() => view.getByRole('dialog', { name: 'Subscription Required' }));
    await eventually(() => expect(dialog.isConnected).toBe(false));
    expect(required.textContent).toContain('You need an active plan to list properties.');
    fireEvent.click(within(required).getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(required.isConnected).toBe(false));
    expect(address()).toBe('/agent/my-properties');
  });
});
