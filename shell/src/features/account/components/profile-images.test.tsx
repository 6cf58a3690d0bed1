import { afterEach, describe, expect, test } from 'bun:test';
import { fileRules } from '@naija-homes/contracts/upload';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, sessionUser } = await import('../../../test/render');
const { ProfileImages } = await import('./profile-images');

let restore = () => {};
afterEach(() => restore());

const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const megabytes = (count: number) => new Uint8Array(count * 1024 * 1024);

describe('the profile photo and cover photo', () => {
  test('without images: the cover placeholder and “Add” buttons, no “Remove”; the limits are stated', () => {
    const { view } = renderWithProviders(<ProfileImages user={sessionUser({ photo: null, coverPhoto: null })} />);
    expect(view.getByText('No cover photo yet')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Add photo' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Add cover photo' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    const photoMb = fileRules.photo.maxBytes / 1024 / 1024;
    expect(fileRules.coverPhoto.maxBytes).toBe(2 * fileRules.photo.maxBytes);
    expect(view.getByText(/jpeg, jpg or png\./).textContent).toBe(
      `jpeg, jpg or png. Photo up to ${photoMb} MB, cover photo up to ${photoMb * 2} MB.`,
    );
  });

  test('with images: “Change” and “Remove” for each', () => {
    const user = sessionUser({ photo: '/uploads/ada.webp', coverPhoto: '/uploads/ada-cover.webp' });
    const { view } = renderWithProviders(<ProfileImages user={user} />);
    expect(view.queryByText('No cover photo yet')).toBeNull();
    expect(view.getByRole('button', { name: 'Change photo' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Remove cover photo' })).toBeTruthy();
  });

  test('a file of another type is refused with a warning and not sent', () => {
    const api = fakeApi({});
    restore = api.restore;
    const { view } = renderWithProviders(<ProfileImages user={sessionUser()} />);
    choose(view.getByLabelText('Upload photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(view.getByRole('alert').textContent).toBe('Only jpeg, jpg, png files are allowed');
    expect(api.sent).toHaveLength(0);
  });

  test('a photo over the limit is refused; the cover photo may be twice as large', () => {
    const api = fakeApi({});
    restore = api.restore;
    const { view } = renderWithProviders(<ProfileImages user={sessionUser()} />);
    const photoMb = fileRules.photo.maxBytes / 1024 / 1024;
    const big = new File([megabytes(photoMb + 1)], 'me.jpg', { type: 'image/jpeg' });
    choose(view.getByLabelText('Upload photo'), big);
    expect(view.getByRole('alert').textContent).toBe(`Max. ${photoMb}MB file size is allowed.`);
    choose(
      view.getByLabelText('Upload cover photo'),
      new File([megabytes(photoMb * 2 + 1)], 'c.png', { type: 'image/png' }),
    );
    expect(view.getByRole('alert').textContent).toBe(`Max. ${photoMb * 2}MB file size is allowed.`);
  });

  test('Remove photo asks the API to delete it; a failure shows as the warning', async () => {
    const api = fakeApi({
      'DELETE /api/v1/user/photo': () => ({ status: 500, body: { message: 'The photo could not be removed' } }),
    });
    restore = api.restore;
    const user = sessionUser({ photo: '/uploads/ada.webp' });
    const { view } = renderWithProviders(<ProfileImages user={user} />);
    fireEvent.click(view.getByRole('button', { name: 'Remove photo' }));
    await eventually(() => expect(view.getByRole('alert').textContent).toBe('The photo could not be removed'));
    expect(api.sent.map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /api/v1/user/photo']);
  });
});
