import { afterEach, describe, expect, test } from 'bun:test';
import { type AdminArticle, contentMessages } from '@naija-homes/contracts/content';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, settleAfterEach } = await import('../../../test/render');
settleAfterEach();
const { ArticleEditor } = await import('./article-editor');

function article(changes: Partial<AdminArticle> = {}): AdminArticle {
  return {
    _id: 'article-1',
    slug: 'renting-in-yaba',
    title: 'Renting in Yaba',
    summary: 'What a first flat costs.',
    body: '## Rent\nAbout **₦1.2M** a year.',
    coverPhoto: null,
    // 08:00 UTC is 09:00 in Lagos.
    publishedAt: '2026-05-01T08:00:00.000Z',
    status: 'published',
    authorName: 'Admin Musa',
    createdAt: '2026-04-30T10:00:00.000Z',
    updatedAt: '2026-04-30T10:00:00.000Z',
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function openEditor(data: AdminArticle | null) {
  const view = renderWithProviders(<ArticleEditor article={data} />, {
    url: data ? `/admin/news/${data._id}` : '/admin/news/new',
  });
  const form = view.getByRole('form', { name: data ? 'Edit article' : 'New article' });
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const body = () => within(form).getByRole('textbox', { name: 'Article' }) as HTMLTextAreaElement;
  const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
  return { view, form, field, body, type };
}

describe('writing a new article', () => {
  test('an empty form is refused with the contract’s words under each field, and nothing is sent', async () => {
    api = fakeApi(() => ({ status: 500 }));
    const { view, form, field, body } = openEditor(null);
    fireEvent.click(view.getByRole('button', { name: 'Create article' }));
    await eventually(() => expect(view.getByText(contentMessages.titleRequired)).toBeTruthy());
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(contentMessages.bodyRequired)).toBeTruthy();
    expect(body().getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
  });

  test('a title under 5 characters is refused', async () => {
    const { view, field, body, type } = openEditor(null);
    type(field('Title'), 'Rent');
    type(body(), 'Some words.');
    fireEvent.click(view.getByRole('button', { name: 'Create article' }));
    await eventually(() => expect(view.getByText(contentMessages.titleMin)).toBeTruthy());
  });

  test('a draft is created with no publication date, then the list opens', async () => {
    api = fakeApi(() => ({
      status: 201,
      body: { data: article({ publishedAt: null, status: 'draft' }), message: 'Article created' },
    }));
    const { view, field, body, type } = openEditor(null);
    type(field('Title'), 'Renting in Yaba');
    type(body(), 'About rent.');
    fireEvent.click(view.getByRole('button', { name: 'Create article' }));
    await eventually(() => expect(view.currentUrl()).toBe('/admin/news'));
    expect(api.sent[0]).toEqual({
      method: 'POST',
      url: '/api/v1/admin/news',
      body: { title: 'Renting in Yaba', summary: '', body: 'About rent.', publishedAt: null },
    });
  });

  test('publishing on a date asks for a Lagos date and time, and sends it as the instant it is', async () => {
    api = fakeApi(() => ({ status: 201, body: { data: article(), message: 'Article created' } }));
    const { view, field, body, type } = openEditor(null);
    expect(view.queryByLabelText('Date and time (Lagos)')).toBeNull();
    type(field('Title'), 'Renting in Yaba');
    type(body(), 'About rent.');
    fireEvent.change(field('Publication'), { target: { value: 'date' } });
    const date = field('Date and time (Lagos)');
    fireEvent.click(view.getByRole('button', { name: 'Create article' }));
    await eventually(() => expect(view.getByText(contentMessages.publishedAtInvalid)).toBeTruthy());
    expect(api.sent).toEqual([]);
    type(date, '2026-07-01T09:30');
    fireEvent.click(view.getByRole('button', { name: 'Create article' }));
    await eventually(() => expect(api?.sent.length).toBe(1));
    // 09:30 in Lagos (UTC+1) is 08:30 UTC.
    expect(api.sent[0]?.body).toMatchObject({ publishedAt: '2026-07-01T08:30:00.000Z' });
  });

  test('a refused save leaves the editor open with what was typed', async () => {
    api = fakeApi(() => ({ status: 400, body: { code: 'invalid', message: contentMessages.titleMax } }));
    const { view, field, body, type } = openEditor(null);
    type(field('Title'), 'Renting in Yaba');
    type(body(), 'About rent.');
    fireEvent.click(view.getByRole('button', { name: 'Create article' }));
    await eventually(() => expect(api?.sent.length).toBe(1));
    await eventually(() =>
      expect(view.getByRole('button', { name: 'Create article' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(view.currentUrl()).toBe('/admin/news/new');
    expect(field('Title').value).toBe('Renting in Yaba');
  });

  test('a cover photo of the wrong kind is refused in words; a good one waits for the article', () => {
    const { view } = openEditor(null);
    const input = view.getByLabelText('Cover photo') as HTMLInputElement;
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    choose(new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(view.getByText('Only jpeg, jpg, png files are allowed')).toBeTruthy();
    choose(new File(['png'], 'yaba.png', { type: 'image/png' }));
    expect(view.getByText(/Uploaded when the article is created\.$/)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Remove photo' })).toBeTruthy();
  });

  test('the preview tab says when there is nothing to preview', async () => {
    // The preview's query runs even for an empty body; the fake keeps it off the network.
    api = fakeApi(() => ({ status: 200, body: { html: '' } }));
    const { view } = openEditor(null);
    fireEvent.mouseDown(view.getByRole('tab', { name: 'Preview' }));
    await eventually(() => expect(view.getByText('Nothing to preview yet.')).toBeTruthy());
  });

  test('the preview shows the body as the API renders it', async () => {
    api = fakeApi(() => ({ status: 200, body: { html: '<h2>Rent</h2><p>About <strong>₦1.2M</strong> a year.</p>' } }));
    const { view, body, type } = openEditor(null);
    type(body(), '## Rent\nAbout **₦1.2M** a year.');
    fireEvent.mouseDown(view.getByRole('tab', { name: 'Preview' }));
    await eventually(() => expect(view.getByRole('heading', { name: 'Rent' })).toBeTruthy());
    expect(api.sent[0]).toEqual({
      method: 'POST',
      url: '/api/v1/admin/news/preview',
      body: { body: '## Rent\nAbout **₦1.2M** a year.' },
    });
  });

  test('Cancel and All articles lead back to the list', () => {
    const { view } = openEditor(null);
    expect(view.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/admin/news');
    expect(view.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/admin/news');
  });
});

describe('editing an article', () => {
  test('opens with its values, its status and its date in Lagos time', () => {
    const { view, field, body } = openEditor(article());
    expect(field('Title').value).toBe('Renting in Yaba');
    expect(field('Summary').value).toBe('What a first flat costs.');
    expect(body().value).toBe('## Rent\nAbout **₦1.2M** a year.');
    expect(view.getByRole('option', { name: 'Published on the date below' })).toBeTruthy();
    expect(view.getByText('published').getAttribute('data-tone')).toBe('green');
    expect(view.getByText('1 May 2026, 09:00')).toBeTruthy();
  });

  test('its publication date is offered in Lagos time', () => {
    // Chosen by hand: happy-dom does not show react-hook-form's default in a select.
    const { field } = openEditor(article());
    fireEvent.change(field('Publication'), { target: { value: 'date' } });
    expect(field('Date and time (Lagos)').value).toBe('2026-05-01T09:00');
  });

  test('saving sends the changes to the article’s address; back to draft sends no date', async () => {
    api = fakeApi(() => ({ status: 200, body: { data: article(), message: 'Article saved' } }));
    const { view, field, type } = openEditor(article());
    type(field('Title'), 'Renting in Yaba, 2026');
    fireEvent.change(field('Publication'), { target: { value: 'draft' } });
    fireEvent.click(view.getByRole('button', { name: 'Save article' }));
    await eventually(() => expect(view.currentUrl()).toBe('/admin/news'));
    expect(api.sent[0]).toEqual({
      method: 'PATCH',
      url: '/api/v1/admin/news/article-1',
      body: {
        title: 'Renting in Yaba, 2026',
        summary: 'What a first flat costs.',
        body: '## Rent\nAbout **₦1.2M** a year.',
        publishedAt: null,
      },
    });
  });
});
