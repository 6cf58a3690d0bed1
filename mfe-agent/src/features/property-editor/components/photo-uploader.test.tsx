import { describe, expect, test } from 'bun:test';
import type { Property } from '@naija-homes/contracts/property';
import { propertyMessages } from '@naija-homes/contracts/property';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { aCompleteProperty, eventually, fakeApi, renderWith, savedAnswer } = await import('../../../test/render');
const { PhotoUploader } = await import('./photo-uploader');

const api = fakeApi();

function uploader(property: Property) {
  const { view } = renderWith(<PhotoUploader property={property} />);
  const section = within(view.getByRole('region', { name: 'Photos' }));
  const picker = section.getByLabelText('Add photos') as HTMLInputElement;
  const choose = (...files: File[]) => fireEvent.change(picker, { target: { files } });
  return { view, section, picker, choose };
}

const fileOf = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

describe('the listing’s photos', () => {
  test('say how many there are against the five allowed and the three needed to publish', () => {
    const few = uploader(aCompleteProperty({}, 2));
    expect(few.section.getByText(/^2 of 5 photos\./).textContent).toBe(
      '2 of 5 photos. At least 3 photos are needed to publish.',
    );
    few.view.unmount();
    const enough = uploader(aCompleteProperty({}, 3));
    expect(enough.section.getByText(/^3 of 5 photos\./).textContent).toBe('3 of 5 photos. Enough to publish.');
    expect(enough.section.getByText('Choose or drop up to 2 more (PNG or JPEG, 3 MB each)')).toBeTruthy();
  });

  test('the first is the cover; each is described by its place', () => {
    const { section } = uploader(aCompleteProperty());
    const images = section.getAllByRole('img').map((image) => image.getAttribute('alt'));
    expect(images).toEqual(['Lekki Duplex, 1 of 3 (cover)', 'Lekki Duplex, 2 of 3', 'Lekki Duplex, 3 of 3']);
    expect(section.getAllByText('Cover')).toHaveLength(1);
  });

  test('the ends of the row cannot move further', () => {
    const { section } = uploader(aCompleteProperty());
    expect(section.getByRole('button', { name: 'Move photo 1 left' }).hasAttribute('disabled')).toBe(true);
    expect(section.getByRole('button', { name: 'Move photo 1 right' }).hasAttribute('disabled')).toBe(false);
    expect(section.getByRole('button', { name: 'Move photo 3 right' }).hasAttribute('disabled')).toBe(true);
  });

  test('moving a photo sends the whole new order', async () => {
    api.on('PATCH', '/api/v1/property/p1', { body: savedAnswer(aCompleteProperty()) });
    const { section } = uploader(aCompleteProperty());
    fireEvent.click(section.getByRole('button', { name: 'Move photo 2 left' }));
    await eventually(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ photoOrder: ['photo2', 'photo1', 'photo3'] });
  });

  test('files of the wrong kind or too big are refused by name with the spec’s words, and nothing is sent', () => {
    const { section, choose } = uploader(aCompleteProperty());
    choose(fileOf('plan.pdf', 'application/pdf'), fileOf('big.jpg', 'image/jpeg', 3 * 1024 * 1024 + 1));
    const warnings = within(section.getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(warnings).toEqual(['plan.pdf: Invalid file format', 'big.jpg: File size should be less than 3MB']);
    expect(section.queryByRole('img', { name: /Preview of/ })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  test('dropped files are checked the same way', () => {
    const { section } = uploader(aCompleteProperty());
    const zone = section.getByText('Add photos', { selector: 'span' }).closest('label') as HTMLLabelElement;
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('notes.docx', 'application/msword')] } });
    expect(section.getByRole('alert').textContent).toBe('notes.docx: Invalid file format');
  });

  test('with five photos the picker is disabled and says why', () => {
    const { section, picker } = uploader(aCompleteProperty({}, 5));
    expect(picker.disabled).toBe(true);
    expect(section.getByText('This listing has 5 photos, the most allowed. Delete one to add another.')).toBeTruthy();
  });

  test('a published listing keeps its last photo: Delete is disabled and the reason shown', () => {
    const { section } = uploader(aCompleteProperty({ isPublished: true }, 1));
    expect(section.getByRole('button', { name: 'Delete photo 1' }).hasAttribute('disabled')).toBe(true);
    expect(section.getByText(new RegExp(propertyMessages.lastPhoto))).toBeTruthy();
  });

  test('an unpublished listing may lose its last photo', () => {
    const { section } = uploader(aCompleteProperty({}, 1));
    expect(section.getByRole('button', { name: 'Delete photo 1' }).hasAttribute('disabled')).toBe(false);
    expect(section.queryByText(new RegExp(propertyMessages.lastPhoto))).toBeNull();
  });
});

describe('deleting a photo', () => {
  test('asks first, naming the photo; Cancel keeps it', async () => {
    const { view, section } = uploader(aCompleteProperty());
    fireEvent.click(section.getByRole('button', { name: 'Delete photo 2' }));
    const dialog = view.getByRole('alertdialog', { name: 'Delete photo 2?' });
    expect(dialog.textContent).toContain('The photo is removed from the listing at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(dialog.isConnected).toBe(false));
    expect(api.calls).toHaveLength(0);
  });

  test('Delete removes that photo by its id and closes the question', async () => {
    api.on('PATCH', '/api/v1/property/p1', { body: savedAnswer(aCompleteProperty({}, 2)) });
    const { view, section } = uploader(aCompleteProperty());
    fireEvent.click(section.getByRole('button', { name: 'Delete photo 2' }));
    const dialog = view.getByRole('alertdialog', { name: 'Delete photo 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await eventually(() => expect(dialog.isConnected).toBe(false));
    expect(api.to('PATCH', '/api/v1/property/p1').map((call) => call.body)).toEqual([{ deletedPhotos: ['photo2'] }]);
  });
});
