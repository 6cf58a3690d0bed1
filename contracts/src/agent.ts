import { agencySizes, agentStatuses, verificationTypes } from './enums';
import { alphanumericWithSpaces, emailSchema, lettersAndSpaces, personNameSchema, strictBody } from './fields';
import { limits } from './limits';
import { messages } from './messages';
import { phoneNumberSchema } from './phone';
import { z } from './zod';

const officeName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(2, `${label} must contain at least 2 letters`)
    .max(limits.agencyNameMax, `${label} must contain upto ${limits.agencyNameMax} letters`)
    .regex(lettersAndSpaces, `${label} must contain only letters and spaces`);

/** PATCH /api/v1/agent/office (verification step 3). */
export const agentOfficeSchema = strictBody({
  agencyName: officeName('Agency Name'),
  officeName: officeName('Office Name'),
  agencySize: z.enum(agencySizes, { error: 'Please choose the agency size' }),
  agencyEmail: emailSchema,
  agencyPhoneNumber: phoneNumberSchema,
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(5, 'Address must contain at least 5 characters')
    .max(200, 'Address must contain upto 200 characters'),
  // A number out of range says so: the schema-level message would otherwise call 95 "not a number".
  latitude: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  longitude: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
});
export type AgentOffice = z.input<typeof agentOfficeSchema>;

function socialLink(label: string, hosts: readonly string[] | null) {
  return z
    .string()
    .trim()
    .max(200, `${label} must contain upto 200 characters`)
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
        const host = url.hostname.replace(/^www\./, '');
        return hosts === null
          ? host.includes('.')
          : hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
      } catch {
        return false;
      }
    }, `Please enter a valid ${label} link`);
}

/** PATCH /api/v1/agent/social (verification step 4): each link optional, an empty string clears it. */
export const agentSocialSchema = strictBody({
  website: socialLink('website', null).optional(),
  linkedIn: socialLink('LinkedIn', ['linkedin.com']).optional(),
  facebook: socialLink('Facebook', ['facebook.com', 'fb.com']).optional(),
});
export type AgentSocial = z.input<typeof agentSocialSchema>;

/** PATCH /api/v1/admin/agents/{userId}/status */
export const agentStatusChangeSchema = strictBody({
  status: z.enum(['approved', 'rejected'], { error: "Status must be 'approved' or 'rejected'" }),
  reason: z.string().trim().max(500, 'Reason must contain upto 500 characters').optional(),
}).refine((body) => body.status !== 'rejected' || (body.reason ?? '').length >= 5, {
  message: 'Please give the agent a reason for the rejection',
  path: ['reason'],
});
export type AgentStatusChange = z.input<typeof agentStatusChangeSchema>;

/** The four verification steps and whether each is complete (each is worth 25% of progress). */
export interface AgentSteps {
  identity: boolean;
  credentials: boolean;
  office: boolean;
  social: boolean;
}

export interface AgentStepFields {
  isSmileIdVerified: boolean;
  licenseNo: string | null;
  certificationNo: string | null;
  certificatePdf: string | null;
  agencyName: string | null;
  officeName: string | null;
  agencySize: string | null;
  agencyEmail: string | null;
  agencyPhoneNumber: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  linkedIn: string | null;
  facebook: string | null;
}

export function agentSteps(agent: AgentStepFields): AgentSteps {
  const filled = (...values: Array<string | number | null>) => values.every((value) => value !== null && value !== '');
  return {
    identity: agent.isSmileIdVerified,
    credentials: filled(agent.licenseNo, agent.certificationNo, agent.certificatePdf),
    office: filled(
      agent.agencyName,
      agent.officeName,
      agent.agencySize,
      agent.agencyEmail,
      agent.agencyPhoneNumber,
      agent.address,
      agent.latitude,
      agent.longitude,
    ),
    // Many agents have no website: any one of the three links completes the step.
    social: [agent.website, agent.linkedIn, agent.facebook].some((link) => link !== null && link !== ''),
  };
}

/** Profile progress 0–100, computed on the server from the completed steps. */
export function agentProgress(agent: AgentStepFields): number {
  return Object.values(agentSteps(agent)).filter(Boolean).length * 25;
}

/** POST /api/v1/agent/create-agent (verification step 1, Smile ID). */
export const agentVerificationSchema = strictBody({
  verificationType: z.enum(verificationTypes, { error: 'Please choose an ID type' }),
  identification: z
    .string({ error: 'Please provide identification number.' })
    .trim()
    .min(1, 'Please provide identification number.')
    .max(30, 'Identification number must contain upto 30 characters')
    .regex(/^[A-Za-z0-9 -]+$/, 'Identification number must contain only letters and numbers')
    .transform((value) => value.replace(/[ -]/g, '').toUpperCase()),
  firstname: personNameSchema('First Name'),
  lastname: personNameSchema('Last Name'),
});
export type AgentVerification = z.input<typeof agentVerificationSchema>;

const credentialNumber = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(2, `${label} must contain at least 2 characters`)
    .max(limits.licenseMax, `${label} must contain upto ${limits.licenseMax} characters`)
    .regex(alphanumericWithSpaces, `${label} must contain only letters, numbers and spaces`);

/**
 * PATCH /api/v1/agent/credentials (verification step 2): these text fields arrive as multipart form fields with
 * the certificate PDF in the field `certificate` (required unless one is already on file).
 */
export const agentCredentialsSchema = strictBody({
  licenseNo: credentialNumber('License No'),
  certificationNo: credentialNumber('Certification No'),
});
export type AgentCredentials = z.input<typeof agentCredentialsSchema>;

/** The agent's own details (GET /api/v1/agent/me and every step's response). */
export const agentDetailsSchema = z.object({
  _id: z.string(),
  status: z.enum(agentStatuses),
  progress: z.number(),
  steps: z.object({ identity: z.boolean(), credentials: z.boolean(), office: z.boolean(), social: z.boolean() }),
  isSmileIdVerified: z.boolean(),
  verificationType: z.string().nullable(),
  identificationLast4: z.string().nullable(),
  smileIdVerifiedAt: z.string().nullable(),
  licenseNo: z.string().nullable(),
  certificationNo: z.string().nullable(),
  /** A private URL (the agent and admins only), or null. */
  certificatePdf: z.string().nullable(),
  agencyName: z.string().nullable(),
  officeName: z.string().nullable(),
  agencySize: z.string().nullable(),
  agencyEmail: z.string().nullable(),
  agencyPhoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  website: z.string().nullable(),
  linkedIn: z.string().nullable(),
  facebook: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AgentDetails = z.infer<typeof agentDetailsSchema>;

/** GET /api/v1/agent/me: my details, the completion of each step and my progress. */
export const agentDetailsResponseSchema = z.object({ data: agentDetailsSchema });

/** What every onboarding step (and an admin's decision) answers: the saved details and a message. */
export const agentDetailsSavedSchema = z.object({ data: agentDetailsSchema, message: z.string() });

/** GET /api/v1/agent/dashboard: an approved agent's figures. */
export const agentDashboardSchema = z.object({
  averageRating: z.number(),
  reviewCount: z.number().int(),
  unreadNotifications: z.number().int(),
});

/** The onboarding steps' answers (spec §4). */
export const agentMessages = {
  identityVerified: messages.smileIdVerified,
  alreadyVerified: 'You are already verified',
  idServiceUnavailable: 'ID verification is unavailable right now. Please try again in a few minutes.',
  credentialsSaved: 'Professional credentials saved',
  certificateRequired: 'Please upload your certificate (PDF)',
  credentialsLocked: 'Your professional credentials are locked while your profile is under review or approved',
  officeSaved: 'Office information saved',
  socialSaved: 'Social media links saved',
  socialLinkRequired: 'Please add at least one link: your website, LinkedIn or Facebook page',
  completeAllSteps: 'Please complete all four verification steps before submitting your profile',
  alreadySubmitted: 'Your profile is already with our team for review',
  alreadyApproved: 'Your profile is already approved',
  profileSubmitted: 'Your profile has been submitted. We will notify you once it is reviewed.',
} as const;

/** Credentials can be edited only before submission and after a rejection (spec §4). */
export const credentialsLocked = (status: AgentDetails['status']) => status === 'submitted' || status === 'approved';

/** GET /api/v1/admin/agents/{userId}: what an admin reviews before approving or rejecting. */
export const agentReviewSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  photo: z.string().nullable(),
  bio: z.string().nullable(),
  isBlocked: z.boolean(),
  agent: agentDetailsSchema,
});
export type AgentReview = z.infer<typeof agentReviewSchema>;
