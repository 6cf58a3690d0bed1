import { isApiError } from '@naija-homes/client/api-client';
import { subscriptionRequiredMessage } from '@naija-homes/contracts/billing';
import { propertyCategories } from '@naija-homes/contracts/enums';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { type CreateProperty, createPropertySchema } from '@naija-homes/contracts/property';
import { optionLabel } from '@naija-homes/contracts/property-options';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { useNavigate } from '@naija-homes/ui-kit/lib/router';
import { PlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { SubscriptionRequiredDialog } from '../../../shared/subscription-required-dialog';
import { useCreateProperty } from '../api/create-property';

const isCategory = (value: string): value is CreateProperty['propertyCategory'] =>
  propertyCategories.some((category) => category === value);

/**
 * The Add Property dialog (spec §2, §5, §7): a title and a category, then the editor. Without a live plan the
 * server answers Subscription Required, and that dialog opens instead.
 */
export function AddPropertyButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [needsPlan, setNeedsPlan] = useState(false);
  return (
    <>
      <Button className={className} onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" /> Add Property
      </Button>
      <AddPropertyDialog
        open={open}
        onOpenChange={setOpen}
        onSubscriptionRequired={() => {
          setOpen(false);
          setNeedsPlan(true);
        }}
      />
      <SubscriptionRequiredDialog open={needsPlan} onOpenChange={setNeedsPlan} />
    </>
  );
}

function AddPropertyDialog({
  open,
  onOpenChange,
  onSubscriptionRequired,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubscriptionRequired: () => void;
}) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<CreateProperty['propertyCategory']>(propertyCategories[0]);
  const [error, setError] = useState<string>();
  const create = useCreateProperty({
    onSuccess: ({ data, message }) => {
      toast.success(message);
      onOpenChange(false);
      setTitle('');
      navigate(`/agent/property/${data._id}?propertyCategory=${data.propertyCategory}`);
    },
    onError: (failure) => {
      if (isApiError(failure, 403) && failure.message === subscriptionRequiredMessage) {
        onSubscriptionRequired();
        return;
      }
      setError(failure.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPropertySchema.safeParse({ title, propertyCategory: category });
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      setError(message);
      toastInvalid(message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
    >
      <DialogPanel
        title="Add Property"
        description="Give it a title and a category; you fill in the details next."
        onSubmit={submit}
        noValidate
        submit={{ label: create.isPending ? 'Creating…' : 'Continue', busy: create.isPending }}
      >
        <FormField label="Title" required error={error}>
          <Input
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              // The message speaks of what was submitted: once the title changes it no longer applies.
              setError(undefined);
            }}
            maxLength={200}
            placeholder="Luxury Duplex in Lekki"
            autoComplete="off"
          />
        </FormField>
        <FormField label="Category" required>
          <Select
            value={category}
            onChange={(event) => {
              if (isCategory(event.target.value)) setCategory(event.target.value);
            }}
          >
            {propertyCategories.map((value) => (
              <option key={value} value={value}>
                {optionLabel(value)}
              </option>
            ))}
          </Select>
        </FormField>
      </DialogPanel>
    </Dialog>
  );
}
