/** The Settings tabs, named in the URL (`?tab=`) as the sidebar's links name them. */
export const settingsTabs = ['prof-account', 'verification', 'pricing-plans'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The tab a `?tab=` value opens: Basic Information when it names none. */
export function settingsTabOf(requested: string | null): SettingsTab {
  return settingsTabs.find((tab) => tab === requested) ?? 'prof-account';
}
