import { useSession } from '@naija-homes/client/queries/session';
import { NearView } from '@naija-homes/ui-kit/components/near-view';
import { lazy } from 'react';
import type { LeadFormProps } from './lead-form';

// Its own chunk (the form, its schema and the phone field: libphonenumber's metadata and zod), fetched when the form
// nears the viewport: on a phone it sits far below an agent's profile and listings, and loading it with the page held
// the main thread for a tenth of a second at a phone's speed. Folded away (for buyers), it loads once unfolded.
const LeadForm = lazy(() => import('./lead-form'));

/**
 * "Ask without an account" in a contact panel: open for visitors (who cannot chat), folded for signed-in buyers
 * (who can), and absent for other signed-in roles, who cannot write to agents (spec §6).
 */
export function AskAgent(props: LeadFormProps) {
  const { user, isLoading } = useSession();
  if (isLoading || (user && user.role !== 'BUYER')) return null;
  const form = (
    // The form's height (430 px at every width), so nothing moves when it arrives.
    <NearView placeholderClassName="min-h-[27rem]">
      <LeadForm {...props} />
    </NearView>
  );
  if (!user) {
    return (
      <section aria-labelledby="ask-agent-heading" className="grid gap-3 border-t border-border pt-4">
        <h3 id="ask-agent-heading" className="text-sm font-semibold">
          No account? Ask by email
        </h3>
        {form}
      </section>
    );
  }
  return (
    <details className="group border-t border-border pt-3">
      <summary className="cursor-pointer text-sm font-medium text-primary">Prefer a call or an email?</summary>
      <div className="pt-3">{form}</div>
    </details>
  );
}
