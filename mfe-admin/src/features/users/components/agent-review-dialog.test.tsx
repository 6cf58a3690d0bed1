import { afterEach, describe, expect, mock, test } from 'bun:test';
import type { AgentReview } from '@naija-homes/contracts/agent';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { fakeApi, never, renderWithProviders, testQueryClient, settleAfterEach, eventually } = await import(
  '../../../test/render'
);
settleAfterEach();
const { userKeys } = await import('../api/keys');
const { AgentReviewDialog } = await import('./agent-review-dialog');

const USER_ID = 'user-ada';

function review(agent: Partial<AgentReview['agent']> = {}, person: Partial<AgentReview> = {}): AgentReview {
  return {
    _id: USER_ID,
    fullName: 'Ada Okafor',
    email: 'ada@lekkihomes.ng',
    phoneNumber: '+2348031234567',
    photo: null,
    bio: null,
    isBlocked: false,
    ...person,
    agent: {
      _id: 'agent-1',
      status: 'submitted',
      progress: 100,
      steps: { identity: true, credentials: true, office: true, social: false },
      isSmileIdVerified: true,
      verificationType: 'Passport',
      identificationLast4: '4821',
      // 09:30 UTC is 10:30 in Lagos (UTC+1).
      smileIdVerifiedAt: '2026-03-02T09:30:00.000Z',
      licenseNo: 'LIC 2231',
      certificationNo: null,
      certificatePdf: null,
      agencyName: 'Lekki Homes',
      officeName: 'Lekki Phase 1',
      agencySize: '11-50',
      agencyEmail: 'office@lekkihomes.ng',
      agencyPhoneNumber: null,
      address: '12 Admiralty Way, Lekki',
      latitude: 6.4474,
      longitude: 3.4721,
      website: 'https://lekkihomes.ng',
      linkedIn: 'javascript:alert(1)',
      facebook: null,
      rejectionReason: null,
      submittedAt: '2026-03-04T23:15:00.000Z',
      reviewedAt: null,
      ...agent,
    },
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function openReview(data: AgentReview | null, options: { onClose?: () => void } = {}) {
  const client = testQueryClient();
  if (data) client.setQueryData(userKeys.agentReview(USER_ID), data);
  const onClose = options.onClose ?? mock(() => {});
  const view = renderWithProviders(<AgentReviewDialog userId={USER_ID} onClose={onClose} />, { client });
  return { view, onClose, client };
}

describe('the agent review dialog', () => {
  test('is named for the agent and shows each verification step, completed or not', () => {
    const { view } = openReview(review());
    const dialog = view.getByRole('dialog', { name: 'Review Ada Okafor' });
    const step = (name: string) => within(view.getByRole('region', { name }));
    expect(step('1. Smile Id Verification').getByText('Completed')).toBeTruthy();
    expect(step('4. Social Media Links').getByText('Not completed')).toBeTruthy();
    expect(within(dialog).getByText('Awaiting review')).toBeTruthy();
  });

  test('dates are in Lagos time and missing values read N/A', () => {
    const { view } = openReview(review());
    const profile = within(view.getByRole('region', { name: 'Profile' }));
    // 23:15 UTC on 4 March is already 5 March in Lagos.
    expect(profile.getByText('5 Mar 2026, 00:15')).toBeTruthy();
    const identity = within(view.getByRole('region', { name: '1. Smile Id Verification' }));
    expect(identity.getByText('2 Mar 2026, 10:30')).toBeTruthy();
    const credentials = within(view.getByRole('region', { name: '2. Professional Credentials' }));
    expect(credentials.getByText('N/A')).toBeTruthy();
    expect(credentials.getByText('Not uploaded')).toBeTruthy();
  });

  test('a safe link opens in a new tab; an unsafe one is shown as text, never as a link', () => {
    const { view } = openReview(review());
    const website = view.getByRole('link', { name: 'https://lekkihomes.ng' });
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(view.queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
    expect(view.getByText('javascript:alert(1)')).toBeTruthy();
  });

  test('the status chip takes the spec’s colour', () => {
    const { view } = openReview(review({ status: 'approved' }));
    const chip = within(view.getByRole('region', { name: 'Profile' })).getByText('approved');
    expect(chip.getAttribute('data-tone')).toBe('green');
  });

  test('Approve sends the approval, then closes', async () => {
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { data: review({ status: 'approved' }) } }
        : { status: 200, body: { data: review({ status: 'approved' }).agent, message: 'Agent approved' } },
    );
    const { view, onClose } = openReview(review());
    fireEvent.click(view.getByRole('button', { name: 'Approve' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent[0]).toEqual({
      method: 'PATCH',
      url: `/api/v1/admin/agents/${USER_ID}/status`,
      body: { status: 'approved' },
    });
  });

  test('while the decision is on its way, Approve is busy and Reject disabled', async () => {
    api = fakeApi(never);
    const { view } = openReview(review());
    fireEvent.click(view.getByRole('button', { name: 'Approve' }));
    // A busy button carries a spinner named "Loading" beside its words.
    await eventually(() => expect(view.getByText('Approve').closest('button')?.getAttribute('aria-busy')).toBe('true'));
    expect((view.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('a profile not yet submitted cannot be approved, and says why', () => {
    const { view } = openReview(review({ status: 'incomplete', progress: 50 }));
    const approve = view.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    const hint = document.getElementById(approve.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'The agent has not submitted the profile yet. Only a submitted profile can be approved.',
    );
    expect((view.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('an approved profile can still be rejected but not approved again', () => {
    const { view } = openReview(review({ status: 'approved' }));
    expect((view.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    expect(view.getByText('This profile is already approved.')).toBeTruthy();
    expect((view.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('Reject opens the reason form with the box focused; a short reason is refused under it', async () => {
    api = fakeApi(() => ({ status: 500, body: { message: 'should not be called' } }));
    const { view } = openReview(review());
    fireEvent.click(view.getByRole('button', { name: 'Reject' }));
    const form = view.getByRole('form', { name: 'Reject agent' });
    const reason = within(form).getByLabelText('Reason for rejection') as HTMLTextAreaElement;
    await eventually(() => expect(document.activeElement === reason).toBe(true));
    fireEvent.change(reason, { target: { value: 'no' } });
    fireEvent.click(view.getByRole('button', { name: 'Confirm rejection' }));
    await eventually(() => expect(view.getByText('Please give the agent a reason for the rejection')).toBeTruthy());
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
  });

  test('a rejection sends the trimmed reason', async () => {
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { data: review({ status: 'rejected' }) } }
        : { status: 200, body: { data: review({ status: 'rejected' }).agent, message: 'Agent rejected' } },
    );
    const { view, onClose } = openReview(review());
    fireEvent.click(view.getByRole('button', { name: 'Reject' }));
    fireEvent.change(view.getByLabelText('Reason for rejection'), {
      target: { value: '  The licence number does not match the certificate.  ' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Confirm rejection' }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(api.sent[0]?.body).toEqual({
      status: 'rejected',
      reason: 'The licence number does not match the certificate.',
    });
  });

  test('Back leaves the reason form and puts focus on Reject again', async () => {
    const { view } = openReview(review());
    fireEvent.click(view.getByRole('button', { name: 'Reject' }));
    fireEvent.click(view.getByRole('button', { name: 'Back' }));
    expect(view.queryByRole('form', { name: 'Reject agent' })).toBeNull();
    const reject = view.getByRole('button', { name: 'Reject' });
    await eventually(() => expect(document.activeElement === reject).toBe(true));
  });

  test('another admin deciding first: the server’s refusal shows next to the buttons, and the dialog stays', async () => {
    api = fakeApi(() => ({
      status: 409,
      body: { code: 'conflict', message: 'Only a submitted profile can be approved' },
    }));
    const { view, onClose } = openReview(review());
    fireEvent.click(view.getByRole('button', { name: 'Approve' }));
    await eventually(() =>
      expect(view.getByRole('alert').textContent).toBe('Only a submitted profile can be approved'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a failed load says why and offers to try again, which asks again', async () => {
    let calls = 0;
    api = fakeApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { message: 'The service is busy. Try again in a moment.' } }
        : { status: 200, body: { data: review() } };
    });
    const { view } = openReview(null);
    await eventually(() =>
      expect(view.getByRole('alert').textContent).toBe('The service is busy. Try again in a moment.'),
    );
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    await eventually(() => expect(view.getByRole('dialog', { name: 'Review Ada Okafor' })).toBeTruthy());
    expect(api.sent.map((request) => request.url)).toEqual([
      `/api/v1/admin/agents/${USER_ID}`,
      `/api/v1/admin/agents/${USER_ID}`,
    ]);
  });

  test('no user chosen: no dialog', () => {
    const view = renderWithProviders(<AgentReviewDialog userId={null} onClose={() => {}} />);
    expect(view.queryByRole('dialog')).toBeNull();
  });
});
