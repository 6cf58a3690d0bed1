// Multipart forms take only the parts their route documents, as JSON bodies take only their fields: every upload route
// of the document (a new one fails here until it is listed) refuses an unknown text field, an unknown file, a file
// where it takes text and text where it takes a file, each with a 400 naming the part; its own form still goes through.
import { describe, expect, test } from 'bun:test';
import { multipartMessages } from '@naija-homes/contracts/upload';
import { setupTestApp } from '../test/app';
import type { UploadFile } from '../test/client';
import { pdfBytes, photoBytes } from '../test/files';
import { agentWithPlan } from '../test/owned-resources';
import { type SignedInUser, signedInUser, signedUpUser } from '../test/users';

const t = await setupTestApp();

type Document = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
};
const document = (await (await t.app.request('/api/v1/openapi.json')).json()) as Document;
const multipartOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation.requestBody?.content?.['multipart/form-data'])
    .map(([method]) => `${method.toUpperCase()} ${path}`),
);

const buyer = await signedInUser(t, 'BUYER');
const agent = await agentWithPlan(t);
const newAgent = await signedUpUser(t, 'AGENT');
const admin = await signedInUser(t, 'ADMIN');
const listingId = (
  await agent.client.post<{ data: { _id: string } }>('/api/v1/property/create', {
    title: 'Lovely Family Home in Lekki',
    propertyCategory: 'residential',
  })
).body.data._id;
const articleId = (
  await admin.client.post<{ data: { _id: string } }>('/api/v1/admin/news', {
    title: 'Renting in Lagos: what to budget beyond the rent',
    body: 'Besides a year of rent, most landlords ask for a **caution deposit**.',
    publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  })
).body.data._id;

const jpeg = async (width = 1200, height = 800): Promise<UploadFile> => ({
  name: 'photo.jpg',
  bytes: await photoBytes(width, height),
  type: 'image/jpeg',
});
const pdf: UploadFile = { name: 'certificate.pdf', bytes: pdfBytes(), type: 'application/pdf' };

interface Form {
  who: SignedInUser;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  /** The route's own parts, which must go through. */
  fields: Record<string, string>;
  files: Record<string, UploadFile>;
}

const forms: Record<string, Form> = {
  'PUT /api/v1/user/photo': {
    who: buyer,
    method: 'PUT',
    path: '/api/v1/user/photo',
    fields: {},
    files: { photo: await jpeg(600, 600) },
  },
  'PUT /api/v1/user/cover-photo': {
    who: buyer,
    method: 'PUT',
    path: '/api/v1/user/cover-photo',
    fields: {},
    files: { coverPhoto: await jpeg(1600, 600) },
  },
  'PATCH /api/v1/agent/credentials': {
    who: newAgent,
    method: 'PATCH',
    path: '/api/v1/agent/credentials',
    fields: { licenseNo: 'LASRERA 12345', certificationNo: 'NIESV 7781' },
    files: { certificate: pdf },
  },
  'PUT /api/v1/admin/news/{id}/cover-photo': {
    who: admin,
    method: 'PUT',
    path: `/api/v1/admin/news/${articleId}/cover-photo`,
    fields: {},
    files: { coverPhoto: await jpeg(1600, 900) },
  },
  'POST /api/v1/property/{id}/photos': {
    who: agent,
    method: 'POST',
    path: `/api/v1/property/${listingId}/photos`,
    fields: {},
    files: { photos: await jpeg() },
  },
  'PUT /api/v1/property/{id}/floor-plan': {
    who: agent,
    method: 'PUT',
    path: `/api/v1/property/${listingId}/floor-plan`,
    fields: {},
    files: { floorPlan: await jpeg(900, 700) },
  },
  'PUT /api/v1/property/{id}/panorama': {
    who: agent,
    method: 'PUT',
    path: `/api/v1/property/${listingId}/panorama`,
    fields: {},
    files: { panoramaFile: await jpeg(2000, 1000) },
  },
};

const send = (form: Form, fields: Record<string, string>, files: Record<string, UploadFile>) =>
  form.who.client.upload(form.method, form.path, fields, files);

describe('multipart forms take only their documented parts', () => {
  test('every upload route of the document is checked here', () => {
    expect(multipartOperations.sort()).toEqual(Object.keys(forms).sort());
  });

  test.each(Object.entries(forms))('%s', async (_route, form) => {
    const [fileName, file] = Object.entries(form.files)[0] as [string, UploadFile];
    const refusals: [Record<string, string>, Record<string, UploadFile>, string][] = [
      [{ ...form.fields, role: 'ADMIN' }, form.files, multipartMessages.unknownField('role')],
      [form.fields, { ...form.files, extra: file }, multipartMessages.unknownField('extra')],
      [{ ...form.fields, [fileName]: 'not a file' }, {}, multipartMessages.fileExpected(fileName)],
      [
        { ...form.fields, ['x\u0001'.repeat(40)]: '1' },
        form.files,
        multipartMessages.unknownField(`${'x?'.repeat(30)}…`),
      ],
    ];
    const textName = Object.keys(form.fields)[0];
    if (textName) {
      const { [textName]: _text, ...others } = form.fields;
      refusals.push([others, { ...form.files, [textName]: file }, multipartMessages.textExpected(textName)]);
    }
    for (const [fields, files, message] of refusals) {
      const response = await send(form, fields, files);
      expect({ status: response.status, body: response.body }).toMatchObject({ status: 400, body: { message } });
    }
    const accepted = await send(form, form.fields, form.files);
    expect({ status: accepted.status, text: accepted.status === 200 ? '' : accepted.text }).toEqual({
      status: 200,
      text: '',
    });
  });
});
