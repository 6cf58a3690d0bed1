import { apiKeysQueryOptions, useCreateApiKey, useRevokeApiKey } from '@naija-homes/client/queries/api-keys';
import {
  API_KEY_NAME_MAX,
  API_KEYS_PER_USER,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyScope,
  apiKeyMessages,
  apiKeyScopeLabels,
  apiKeyScopes,
} from '@naija-homes/contracts/api-key';
import { formatLagosDate, formatLagosDateTime } from '@naija-homes/contracts/format';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { NameChoiceDialog } from '@naija-homes/ui-kit/components/name-choice-dialog';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { TitledSection } from '@naija-homes/ui-kit/components/titled-section';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

const scopeChoices = apiKeyScopes.map((value) => ({ value, label: apiKeyScopeLabels[value] }));

function checkName(name: string): string | undefined {
  if (!name.trim()) return apiKeyMessages.nameRequired;
  if (name.trim().length > API_KEY_NAME_MAX) return apiKeyMessages.nameTooLong;
  return undefined;
}

/**
 * Settings → API keys for agents and admins (registered as the "api-keys" slot): the keys their own tools (an
 * agency CRM, a script) call the API with; created named and scoped, the whole key shown once, revoked here.
 */
export function ApiKeysSettings() {
  const list = useQuery(apiKeysQueryOptions());
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiKeyCreated['data'] | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const create = useCreateApiKey({
    onSuccess: (answer) => {
      setCreating(false);
      setCreated(answer.data);
    },
    onError: (failure) => setCreateError(failure.message),
  });
  const revoke = useRevokeApiKey(toastOutcome(() => setRevoking(null)));
  const keys = list.data?.data ?? [];

  return (
    <TitledSection title="API keys">
      <p className="max-w-prose text-sm text-muted-foreground">
        Let your own tools (an agency CRM, a website, a script) use your account through the Naija Homes API. A key acts
        as you: keep it secret, give each tool its own, and revoke any you no longer use. Read the{' '}
        <a className="text-primary underline underline-offset-2" href="/api/v1/docs">
          API reference
        </a>{' '}
        to get started.
      </p>
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {list.error.message}
        </p>
      ) : null}
      {list.isPending ? (
        <Skeleton className="h-20 w-full rounded-card" />
      ) : keys.length ? (
        <ul className="grid gap-3" aria-label="My API keys">
          {keys.map((key) => (
            <li
              key={key._id}
              className="grid gap-3 rounded-card border border-border bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <UserText className="font-medium" text={key.name} />
                  <Chip tone={key.scope === 'write' ? 'blue' : 'gray'}>{apiKeyScopeLabels[key.scope]}</Chip>
                </div>
                <p className="text-sm text-muted-foreground">
                  <code className="font-mono">{key.start}…</code> · created {formatLagosDate(key.createdAt)} ·{' '}
                  {key.lastUsedAt ? `last used ${formatLagosDateTime(key.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                className="justify-self-start text-destructive"
                aria-haspopup="dialog"
                aria-label={`Revoke ${key.name}`}
                onClick={() => setRevoking(key)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">You have no API keys.</p>
      )}
      <div>
        <Button
          variant="outline"
          aria-haspopup="dialog"
          disabled={keys.length >= API_KEYS_PER_USER}
          onClick={() => {
            setCreateError(null);
            setCreating(true);
          }}
        >
          Create API key
        </Button>
        {keys.length >= API_KEYS_PER_USER ? (
          <p className="mt-2 text-sm text-muted-foreground">{apiKeyMessages.tooMany}</p>
        ) : null}
      </div>
      <NameChoiceDialog<ApiKeyScope>
        open={creating}
        onOpenChange={setCreating}
        title="Create API key"
        description="Name it after the tool that will use it, so you know which key to revoke."
        nameLabel="Name"
        initialName=""
        maxLength={API_KEY_NAME_MAX}
        choiceLabel="What the key may do"
        choices={scopeChoices}
        initialChoice="read"
        confirmText="Create key"
        busy={create.isPending}
        error={createError}
        checkName={checkName}
        onConfirm={(name, scope) => {
          setCreateError(null);
          create.mutate({ name, scope });
        }}
      />
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this API key?"
        description={
          revoking ? `Tools using “${revoking.name}” (${revoking.start}…) will be refused from now on.` : undefined
        }
        confirmText="Yes, revoke"
        destructive
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking._id)}
      />
    </TitledSection>
  );
}

/** The one time the whole key is on screen: copied from here, or never again. */
function NewKeyDialog({ created, onClose }: { created: ApiKeyCreated['data'] | null; onClose: () => void }) {
  const fieldId = useId();
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success('API key copied');
    } catch {
      toast.error('Could not copy: select the key and copy it yourself');
    }
  };
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPanel
        title="Copy your new API key"
        description={apiKeyMessages.created}
        footer={
          <>
            <Button type="button" variant="outline" onClick={copy}>
              Copy key
            </Button>
            <Button type="button" onClick={onClose}>
              Done
            </Button>
          </>
        }
      >
        <div className="grid gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium break-words">
            {created?.name}
          </label>
          <input
            id={fieldId}
            readOnly
            value={created?.key ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full min-w-0 rounded-lg border border-border bg-muted px-3 py-2 font-mono text-sm break-all"
          />
          <p className="text-sm text-muted-foreground">
            Send it as <code className="font-mono">Authorization: Bearer {created?.start}…</code>
          </p>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
