import { subscriptionRequiredMessage } from '@naija-homes/contracts/billing';
import { propertyCategories } from '@naija-homes/contracts/enums';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { ApiError, apiRequest } from '@naija-homes/contracts/http';
import { type CreateProperty, createPropertySchema, optionLabel } from '@naija-homes/contracts/property';
import { Button } from '@naija-homes/ui-kit/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@naija-homes/ui-kit/components/dialog';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SubscriptionRequiredDialog } from '../../shared/subscription-required-dialog';

interface Created {
  data: { _id: string; propertyCategory: string; slug: string };
  message: string;
}

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
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<CreateProperty['propertyCategory']>(propertyCategories[0]);
  const [error, setError] = useState<string>();
  const create = useMutation({
    mutationFn: (body: CreateProperty) => apiRequest<Created>('/property/create', { body }),
    onSuccess: ({ data, message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: ['my-properties'] });
      onOpenChange(false);
      setTitle('');
      navigate(`/agent/property/${data._id}?propertyCategory=${data.propertyCategory}`);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 403 && failure.message === subscriptionRequiredMessage) {
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
      setError(firstIssueMessage(parsed.error));
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
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Add Property</DialogTitle>
            <DialogDescription>Give it a title and a category; you fill in the details next.</DialogDescription>
          </DialogHeader>
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
              onChange={(event) => setCategory(event.target.value as CreateProperty['propertyCategory'])}
            >
              {propertyCategories.map((value) => (
                <option key={value} value={value}>
                  {optionLabel(value)}
                </option>
              ))}
            </Select>
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Continue'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
