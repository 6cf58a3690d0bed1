import { otpTypes, signUpRoles } from './enums';
import { emailSchema, otpCodeSchema, passwordSchema, personNameSchema, strictBody } from './fields';
import { limits } from './limits';
import { messages } from './messages';
import { phoneNumberSchema } from './phone';
import { userResponseSchema } from './user';
import { z } from './zod';

export const signUpRoleSchema = z.enum(signUpRoles, { error: messages.roleRequired });
export type SignUpRole = z.infer<typeof signUpRoleSchema>;

const signUpShape = {
  firstName: personNameSchema('First Name'),
  lastName: personNameSchema('Last Name'),
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  password: passwordSchema,
  role: signUpRoleSchema,
};

/** POST /api/v1/auth/sign-up */
export const signUpSchema = strictBody(signUpShape);
export type SignUp = z.input<typeof signUpSchema>;

/** The sign-up form: the request plus a confirmation that is removed before sending. */
export const signUpFormSchema = z
  .object({ ...signUpShape, confirmPassword: z.string().min(1, messages.passwordsMustMatch) })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** POST /api/v1/auth/sign-in */
export const signInSchema = strictBody({
  email: emailSchema,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
});
export type SignIn = z.input<typeof signInSchema>;

/** POST /api/v1/auth/verify-otp */
export const verifyOtpSchema = strictBody({
  code: otpCodeSchema,
  email: emailSchema,
  type: z.enum(otpTypes, { error: messages.otpTypeInvalid }),
});
export type VerifyOtp = z.input<typeof verifyOtpSchema>;

/** Its answer: verify-email signs in and answers the user; reset-password only confirms the code. */
export const verifyOtpResponseSchema = z.union([userResponseSchema, z.object({ message: z.string() })]);

/** POST /api/v1/auth/resend-otp */
export const resendOtpSchema = strictBody({
  email: emailSchema,
  type: z.enum(otpTypes, { error: messages.otpTypeInvalid }),
});
export type ResendOtp = z.input<typeof resendOtpSchema>;

/** POST /api/v1/auth/forgot-password */
export const forgotPasswordSchema = strictBody({ email: emailSchema });
export type ForgotPassword = z.input<typeof forgotPasswordSchema>;

/** POST /api/v1/auth/reset-password */
export const resetPasswordSchema = strictBody({
  email: emailSchema,
  code: otpCodeSchema,
  password: passwordSchema,
});
export type ResetPassword = z.input<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, messages.passwordsMustMatch) })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** POST /api/v1/auth/complete-profile (after Google sign-in): both fields required. */
export const completeProfileSchema = strictBody({
  role: z.enum(signUpRoles, { error: messages.completeProfile }),
  phoneNumber: z
    .string({ error: messages.completeProfile })
    .trim()
    .min(1, messages.completeProfile)
    .pipe(phoneNumberSchema),
});
export type CompleteProfile = z.input<typeof completeProfileSchema>;

/** PATCH /api/v1/user/password */
export const changePasswordSchema = strictBody({
  currentPassword: z.string({ error: messages.currentPasswordRequired }).min(1, messages.currentPasswordRequired),
  newPassword: z
    .string({ error: messages.newPasswordMin })
    .min(limits.passwordMin, messages.newPasswordMin)
    .max(limits.passwordMax, messages.newPasswordMax),
});
export type ChangePassword = z.input<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, messages.currentPasswordRequired),
    newPassword: z
      .string()
      .min(limits.passwordMin, messages.newPasswordMin)
      .max(limits.passwordMax, messages.newPasswordMax),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * POST /api/auth/sign-in/social (better-auth's own endpoint, exposed only when Google is configured): starts the
 * Google redirect flow. better-auth reads and checks the body itself.
 */
export const googleSignInBodySchema = z.object({
  provider: z.literal('google'),
  /** Where the browser lands once signed in (a path of this site). */
  callbackURL: z.string().optional(),
  /** Where it lands when Google sign-in fails. */
  errorCallbackURL: z.string().optional(),
});
/** Its answer: the Google consent page the browser goes to. */
export const googleSignInAnswerSchema = z.object({ url: z.string(), redirect: z.boolean() });
