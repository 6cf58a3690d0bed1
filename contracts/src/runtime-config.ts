// /config.json: what the shell reads before it loads any remote (where each remote lives, which features are on).
import { z } from './zod';

export const remoteNames = ['mfe_public', 'mfe_buyer', 'mfe_agent', 'mfe_admin', 'mfe_chat'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Runtime configuration served at /config.json: read by the shell before it loads any remote. */
export const runtimeConfigSchema = z.object({
  /** Where each remote's manifest is served (every remote is named). */
  remotes: z.record(z.enum(remoteNames), z.string()),
  /**
   * For a remote whose live release is not its first: the manifest of the release live before it, which the shell
   * loads when the live one fails to (a broken deploy). Absent from older servers.
   */
  fallbacks: z.partialRecord(z.enum(remoteNames), z.string()).optional(),
  googleSignIn: z.boolean(),
  devOutbox: z.boolean(),
  /** Which ID check runs: the offline sandbox shows its test numbers on the verification form. */
  idVerification: z.enum(['sandbox', 'smileid']),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
