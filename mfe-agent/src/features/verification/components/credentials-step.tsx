import {
  type AgentCredentials,
  type AgentDetails,
  agentCredentialsSchema,
  agentMessages,
  credentialsLocked,
} from '@naija-homes/contracts/agent';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { checkChosenFile, fileMessages, fileRules } from '@naija-homes/contracts/upload';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { type FormEvent, useState } from 'react';
import { useSaveCredentials } from '../api/save-credentials';
import { StepCard } from './step-card';

type Field = keyof AgentCredentials | 'certificate' | 'root';

export function CredentialsStep({ details }: { details: AgentDetails }) {
  const [values, setValues] = useState({
    licenseNo: details.licenseNo ?? '',
    certificationNo: details.certificationNo ?? '',
  });
  const [certificate, setCertificate] = useState<File | null>(null);
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const locked = credentialsLocked(details.status);
  const save = useSaveCredentials({
    onSuccess: (response) => {
      setCertificate(null);
      toast.success(response.message ?? agentMessages.credentialsSaved);
    },
    onError: (failure) => setError({ field: 'root', message: failure.message }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = agentCredentialsSchema.safeParse(values);
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      setError({ field: String(parsed.error.issues[0]?.path[0]) as Field, message });
      toastInvalid(message);
      return;
    }
    if (!certificate && !details.certificatePdf) {
      const message = fileMessages.required('certificate (PDF)');
      setError({ field: 'certificate', message });
      toastInvalid(message);
      return;
    }
    setError(null);
    save.mutate({ ...parsed.data, certificate });
  }
  const errorFor = (field: Field) => (error?.field === field ? error.message : undefined);
  return (
    <StepCard
      number={2}
      title="Professional Credentials"
      description="Your estate surveyor or agent registration numbers and the certificate that proves them (PDF, at most 5 MB)."
      complete={details.steps.credentials}
    >
      {locked ? (
        <p className="text-sm text-muted-foreground">
          Credentials are locked while your profile is under review or approved.
        </p>
      ) : null}
      <form noValidate aria-label="Professional Credentials" onSubmit={submit}>
        <fieldset disabled={locked || save.isPending} className="grid gap-4 sm:grid-cols-2">
          <FormField label="License No" error={errorFor('licenseNo')} required>
            <Input
              value={values.licenseNo}
              onChange={(event) => setValues((current) => ({ ...current, licenseNo: event.target.value }))}
            />
          </FormField>
          <FormField label="Certification No" error={errorFor('certificationNo')} required>
            <Input
              value={values.certificationNo}
              onChange={(event) => setValues((current) => ({ ...current, certificationNo: event.target.value }))}
            />
          </FormField>
          <FormField
            label="Certificate (PDF)"
            error={errorFor('certificate')}
            hint={
              details.certificatePdf
                ? 'A certificate is on file; choose a file only to replace it.'
                : 'PDF only, at most 5 MB.'
            }
            required={!details.certificatePdf}
            className="sm:col-span-2"
          >
            <Input
              type="file"
              accept={fileRules.certificate.accept}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                const problem = file ? checkChosenFile(file, fileRules.certificate) : null;
                if (problem) {
                  event.target.value = '';
                  setCertificate(null);
                  setError({ field: 'certificate', message: problem });
                  return;
                }
                setError(null);
                setCertificate(file);
              }}
            />
          </FormField>
          {details.certificatePdf ? (
            <p className="text-sm sm:col-span-2">
              <a className="text-primary underline" href={details.certificatePdf} target="_blank" rel="noopener">
                View uploaded certificate (PDF)
              </a>
            </p>
          ) : null}
          {errorFor('root') ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {errorFor('root')}
            </p>
          ) : null}
          {locked ? null : (
            <div className="sm:col-span-2">
              <Button type="submit" loading={save.isPending}>
                Save credentials
              </Button>
            </div>
          )}
        </fieldset>
      </form>
    </StepCard>
  );
}
