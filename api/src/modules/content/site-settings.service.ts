// The site's settings: one row ('site') of contact details, social links and the footer's hidden paths. Until an
// admin saves, the defaults of contracts apply (what the site showed before they could be edited).
import {
  contactSettingsSchema,
  defaultSiteSettings,
  footerSettingsSchema,
  type SiteSettings,
  type SiteSettingsChanges,
  socialSettingsSchema,
} from '@naija-homes/contracts/content';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { recordAudit } from '../audit/audit.service';

export const SITE_SETTINGS_KEY = 'site';

export interface SiteSettingsRead {
  data: SiteSettings;
  updatedAt: string | null;
}

/**
 * The stored value, each section checked again on the way out: a section that no longer passes the schema (saved
 * under older rules) falls back to its default instead of breaking every public page.
 */
function settingsFrom(value: Record<string, unknown> | undefined): SiteSettings {
  const stored = value ?? {};
  const contact = contactSettingsSchema.safeParse(stored.contact);
  const social = socialSettingsSchema.safeParse(stored.social);
  const footer = footerSettingsSchema.safeParse(stored.footer);
  return {
    contact: contact.success ? contact.data : defaultSiteSettings.contact,
    social: social.success ? social.data : defaultSiteSettings.social,
    footer: footer.success ? footer.data : defaultSiteSettings.footer,
  };
}

export async function readSiteSettings(db: Db): Promise<SiteSettingsRead> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SITE_SETTINGS_KEY));
  return { data: settingsFrom(row?.value), updatedAt: row ? row.updatedAt.toISOString() : null };
}

/**
 * Replaces the sections sent, keeps the others, and records the change (before and after of the sections sent) in
 * the same transaction. The row is locked, so two admins saving different sections at once both keep their change.
 */
export async function updateSiteSettings(
  db: Db,
  adminId: string,
  changes: SiteSettingsChanges,
): Promise<SiteSettingsRead> {
  return db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: SITE_SETTINGS_KEY, value: { ...defaultSiteSettings } })
      .onConflictDoNothing();
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, SITE_SETTINGS_KEY)).for('update');
    const current = settingsFrom(row?.value);
    const next: SiteSettings = {
      contact: changes.contact ?? current.contact,
      social: changes.social ?? current.social,
      footer: changes.footer ?? current.footer,
    };
    // Only what really changed is saved and audited: the same Save sent twice records one change.
    const sections = (Object.keys(next) as Array<keyof SiteSettings>).filter(
      (key) => JSON.stringify(current[key]) !== JSON.stringify(next[key]),
    );
    if (sections.length === 0 && row?.updatedBy) return { data: current, updatedAt: row.updatedAt.toISOString() };
    const [saved] = await tx
      .update(siteSettings)
      .set({ value: next, updatedBy: adminId, updatedAt: new Date() })
      .where(eq(siteSettings.key, SITE_SETTINGS_KEY))
      .returning();
    if (sections.length > 0) {
      await recordAudit(tx, adminId, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: SITE_SETTINGS_KEY,
        targetLabel: `Site settings: ${sections.join(', ')}`,
        before: Object.fromEntries(sections.map((key) => [key, current[key]])),
        after: Object.fromEntries(sections.map((key) => [key, next[key]])),
      });
    }
    return { data: next, updatedAt: (saved?.updatedAt ?? new Date()).toISOString() };
  });
}
