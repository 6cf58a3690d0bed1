// Agent details (spec §3), one row per AGENT user, created with the user. More fields arrive with onboarding.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAndUpdated } from './columns';

export const agents = pgTable('agents', {
  id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** incomplete | submitted | approved | rejected */
  status: text('status').default('incomplete').notNull(),
  progress: integer('progress').default(0).notNull(),
  isSmileIdVerified: boolean('is_smile_id_verified').default(false).notNull(),
  // ID verification (step 1). The full ID number is never stored: only its last four characters, for support.
  verificationType: text('verification_type'),
  identificationLast4: text('identification_last4'),
  kycProvider: text('kyc_provider'),
  kycReference: text('kyc_reference'),
  smileIdVerifiedAt: timestamp('smile_id_verified_at', { withTimezone: true }),
  // Professional credentials (step 2)
  licenseNo: text('license_no'),
  certificationNo: text('certification_no'),
  /** Storage key of the certificate PDF (private: served only to the agent and admins). */
  certificatePdf: text('certificate_pdf'),
  // Office information (step 3)
  agencyName: text('agency_name'),
  officeName: text('office_name'),
  agencySize: text('agency_size'),
  agencyEmail: text('agency_email'),
  agencyPhoneNumber: text('agency_phone_number'),
  address: text('address'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  // Social media links (step 4)
  website: text('website'),
  linkedIn: text('linked_in'),
  facebook: text('facebook'),
  // Review by an admin
  rejectionReason: text('rejection_reason'),
  /** Upheld reports against the agent; the third blocks the account. */
  strikes: integer('strikes').default(0).notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  ...createdAndUpdated(),
});
