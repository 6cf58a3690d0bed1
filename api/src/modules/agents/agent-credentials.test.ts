// Verification step 2: licence and certification numbers with a certificate PDF, checked by content.
import { describe, expect, test } from 'bun:test';
import { agentMessages } from '@naija-homes/contracts/agent';
import { multipartMessages, pdfMessages } from '@naija-homes/contracts/upload';
import { eq } from 'drizzle-orm';
import { agents } from '../../db/schema';
import { notMultipart } from '../../lib/upload';
import { setupTestApp } from '../../test/app';
import { exeBytes, jpegBytes, oversized, pdfBytes } from '../../test/files';
import { catalog, objectStream, page, pages, pdfOf, stream } from '../../test/pdfs';
import { signedInUser, signedUpUser } from '../../test/users';

const t = await setupTestApp();

const fields = { licenseNo: 'LASRERA 12345', certificationNo: 'NIESV 7781' };
const pdf = (bytes = pdfBytes()) => ({ certificate: { name: 'certificate.pdf', bytes, type: 'application/pdf' } });

type Details = {
  data: { progress: number; steps: { credentials: boolean }; certificatePdf: string | null; licenseNo: string };
};

describe('professional credentials', () => {
  test('saves the numbers and the PDF; only the agent and admins can read the certificate', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    const saved = await agent.client.upload<Details>('PATCH', '/api/v1/agent/credentials', fields, pdf());
    expect(saved.status).toBe(200);
    expect(saved.body.data.steps.credentials).toBe(true);
    expect(saved.body.data.progress).toBe(25);
    expect(saved.body.data.certificatePdf).toBe(`/api/v1/agent/${agent.user._id}/certificate`);

    const own = await agent.client.get(`/api/v1/agent/${agent.user._id}/certificate`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.text.startsWith('%PDF-')).toBe(true);
    // Downloaded, never rendered in our origin.
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="certificate.pdf"');

    const admin = await signedInUser(t, 'ADMIN');
    expect((await admin.client.get(`/api/v1/agent/${agent.user._id}/certificate`)).status).toBe(200);
    const buyer = await signedInUser(t, 'BUYER');
    expect((await buyer.client.get(`/api/v1/agent/${agent.user._id}/certificate`)).status).toBe(403);
    const otherAgent = await signedInUser(t, 'AGENT');
    expect((await otherAgent.client.get(`/api/v1/agent/${agent.user._id}/certificate`)).status).toBe(403);
    expect((await t.client().get(`/api/v1/agent/${agent.user._id}/certificate`)).status).toBe(401);
    // Certificates are private: never reachable through the public uploads path.
    const [row] = await t.database.db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect((await t.client().get(`/uploads/${row?.certificatePdf}`)).status).toBe(404);
  });

  test('numbers can change later without sending the PDF again; a new PDF replaces the old file', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    await agent.client.upload('PATCH', '/api/v1/agent/credentials', fields, pdf());
    const [first] = await t.database.db.select().from(agents).where(eq(agents.userId, agent.user._id));
    const renumbered = await agent.client.upload<Details>('PATCH', '/api/v1/agent/credentials', {
      ...fields,
      licenseNo: 'LASRERA 99',
    });
    expect(renumbered.status).toBe(200);
    expect(renumbered.body.data.licenseNo).toBe('LASRERA 99');
    await agent.client.upload('PATCH', '/api/v1/agent/credentials', fields, pdf(pdfBytes('Second certificate')));
    const [second] = await t.database.db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect(second?.certificatePdf).not.toBe(first?.certificatePdf);
    expect(await t.storage.read(first?.certificatePdf as string)).toBeNull();
    expect(new TextDecoder().decode((await t.storage.read(second?.certificatePdf as string)) ?? undefined)).toContain(
      'Second certificate',
    );
  });

  test.each([
    [
      'a renamed executable',
      { certificate: { name: 'certificate.pdf', bytes: exeBytes, type: 'application/pdf' } },
      400,
      'Only pdf files are allowed',
    ],
    [
      'a photo',
      { certificate: { name: 'scan.jpg', bytes: jpegBytes, type: 'image/jpeg' } },
      400,
      'Only pdf files are allowed',
    ],
    [
      'a PDF header glued onto a page of HTML',
      pdf(new TextEncoder().encode('%PDF-1.4\n<html><script>fetch("/api/v1/user/me")</script></html>\n%%EOF\n')),
      400,
      'Only pdf files are allowed',
    ],
    ['a PDF cut short (no end of file)', pdf(pdfBytes().slice(0, 120)), 400, 'Only pdf files are allowed'],
    ['a PDF over 5 MB', pdf(oversized(pdfBytes(), 5 * 1024 * 1024 + 1)), 413, 'Max. 5MB file size is allowed.'],
  ])('refuses %s', async (_label, files, status, message) => {
    const agent = await signedUpUser(t, 'AGENT');
    const response = await agent.client.upload('PATCH', '/api/v1/agent/credentials', fields, files);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ message });
    const [row] = await t.database.db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect(row?.licenseNo).toBeNull();
  });

  test.each([
    [{ licenseNo: 'L' }, 'License No must contain at least 2 characters'],
    [{ licenseNo: 'LAG-123' }, 'License No must contain only letters, numbers and spaces'],
    [{ certificationNo: 'N'.repeat(21) }, 'Certification No must contain upto 20 characters'],
    [{ isSmileIdVerified: 'true' }, multipartMessages.unknownField('isSmileIdVerified')],
  ])('validates %j', async (change, message) => {
    const agent = await signedUpUser(t, 'AGENT');
    const response = await agent.client.upload('PATCH', '/api/v1/agent/credentials', { ...fields, ...change }, pdf());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });

  test('the first save needs the certificate; JSON is refused', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    const noFile = await agent.client.upload('PATCH', '/api/v1/agent/credentials', fields);
    expect(noFile).toMatchObject({ status: 400, body: { message: agentMessages.certificateRequired } });
    const json = await agent.client.patch('/api/v1/agent/credentials', fields);
    expect(json).toMatchObject({ status: 415, body: { message: notMultipart } });
  });

  test('locked once submitted or approved', async () => {
    for (const status of ['submitted', 'approved'] as const) {
      const agent = await signedUpUser(t, 'AGENT');
      await t.database.db.update(agents).set({ status }).where(eq(agents.userId, agent.user._id));
      const response = await agent.client.upload('PATCH', '/api/v1/agent/credentials', fields, pdf());
      expect(response).toMatchObject({ status: 403, body: { message: agentMessages.credentialsLocked } });
    }
    const rejected = await signedUpUser(t, 'AGENT');
    await t.database.db.update(agents).set({ status: 'rejected' }).where(eq(agents.userId, rejected.user._id));
    expect((await rejected.client.upload('PATCH', '/api/v1/agent/credentials', fields, pdf())).status).toBe(200);
  });

  test('a certificate with scripts, actions or attached files, however spelt, is refused and not stored', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    const active: [string, Uint8Array<ArrayBuffer>][] = [
      ['/JavaScript', pdfOf(catalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), pages, page())],
      ['/J#61vaScript', pdfOf(catalog('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'), pages, page())],
      ['/JS', pdfOf(catalog('/OpenAction << /S /Foo /JS (x) >>'), pages, page())],
      ['/Launch', pdfOf(catalog('/OpenAction << /S /Launch /F (cmd.exe) >>'), pages, page())],
      ['/AA', pdfOf(catalog(), pages, page('/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>'))],
      ['/EmbeddedFile', pdfOf(catalog(), pages, page(), stream('/Type /EmbeddedFile', 'MZ'))],
      ['/RichMedia', pdfOf(catalog(), pages, page('/Annots [<< /Subtype /RichMedia >>]'))],
      ['/SubmitForm', pdfOf(catalog('/OpenAction << /S /SubmitForm /F (https://evil.example/) >>'), pages, page())],
      ['/ImportData', pdfOf(catalog('/OpenAction << /S /ImportData /F (x.fdf) >>'), pages, page())],
      [
        'JavaScript in a compressed object stream',
        pdfOf(catalog('/OpenAction 20 0 R'), pages, page(), objectStream(['<< /S /J#61vaScript /JS (x) >>'])),
      ],
    ];
    for (const [label, bytes] of active) {
      const response = await agent.client.upload('PATCH', '/api/v1/agent/credentials', fields, pdf(bytes));
      expect({ label, status: response.status, body: response.body }).toMatchObject({
        label,
        status: 400,
        body: { message: pdfMessages.activeContent },
      });
    }
    const hexObjects = pdfOf(
      catalog(),
      pages,
      page(),
      objectStream(['<< /S /GoTo >>'], '/Type /ObjStm', '/Filter /ASCIIHexDecode'),
    );
    const unreadable = await agent.client.upload('PATCH', '/api/v1/agent/credentials', fields, pdf(hexObjects));
    expect(unreadable).toMatchObject({ status: 400, body: { message: pdfMessages.unreadable } });
    const [row] = await t.database.db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect(row?.certificatePdf).toBeNull();
    // A plain one, opening at its first page, is taken.
    const plain = pdfOf(catalog('/OpenAction [3 0 R /Fit]'), pages, page());
    expect((await agent.client.upload('PATCH', '/api/v1/agent/credentials', fields, pdf(plain))).status).toBe(200);
  });

  test('only agents save credentials', async () => {
    for (const role of ['BUYER', 'ADMIN'] as const) {
      const user = await signedInUser(t, role);
      expect((await user.client.upload('PATCH', '/api/v1/agent/credentials', fields, pdf())).status).toBe(403);
    }
    expect((await t.client().upload('PATCH', '/api/v1/agent/credentials', fields, pdf())).status).toBe(401);
  });
});
