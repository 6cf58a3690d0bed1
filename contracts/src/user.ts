import { agentStatuses, roles } from './enums';
import { bioSchema, personNameSchema, strictBody } from './fields';
import { messages } from './messages';
import { countedPageAnswerSchema } from './paging';
import { phoneNumberSchema } from './phone';
import { z } from './zod';

/** The agent details nested in a user (spec §3 "Agent details"); more fields arrive with agent onboarding. */
export const agentSchema = z.object({
  _id: z.string(),
  status: z.enum(agentStatuses),
  progress: z.number().int().min(0).max(100),
  isSmileIdVerified: z.boolean(),
});
export type Agent = z.infer<typeof agentSchema>;

/** A user as the API returns it (spec §3 "User"). */
export const userSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    photo: z.string().nullable(),
    coverPhoto: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    role: z.enum(roles).nullable(),
    provider: z.string(),
    platform: z.string(),
    agreeToTerms: z.boolean(),
    isEmailVerified: z.boolean(),
    isPhoneVerified: z.boolean(),
    isBlocked: z.boolean(),
    bio: z.string().nullable(),
    isOnline: z.boolean(),
    lastSeen: z.string().nullable(),
    chatsUnreadCount: z.number().int(),
    notificationsUnreadCount: z.number().int(),
    /** False only for Google sign-ups that still need a role and phone number. */
    isProfileComplete: z.boolean(),
    agent: agentSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** The user, as the auth and profile routes answer it; a change adds a message. */
export const userResponseSchema = z.object({ data: userSchema, message: z.string().optional() });

/** GET /api/v1/admin/users: one page of users, newest first. */
export const usersPageSchema = countedPageAnswerSchema(userSchema);
export type UsersPage = z.infer<typeof usersPageSchema>;

export const userMessages = {
  verifiedNameLocked: 'Your name was verified with your ID and can no longer be changed',
} as const;

/** PATCH /api/v1/user/profile: only changed fields are sent; at least one. */
export const updateProfileSchema = strictBody({
  firstName: personNameSchema('First Name').optional(),
  lastName: personNameSchema('Last Name').optional(),
  phoneNumber: phoneNumberSchema.optional(),
  bio: bioSchema.optional(),
}).refine((body) => Object.keys(body).length > 0, messages.nothingToUpdate);
export type UpdateProfile = z.input<typeof updateProfileSchema>;

export { homePathForRole } from './enums';
