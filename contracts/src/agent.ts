import * as z from 'zod';
import { agencySizes } from './enums';
import { emailSchema, lettersAndSpaces, phoneNumberSchema, strictBody } from './fields';
import { limits } from './limits';

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
  latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90),
  longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180),
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
