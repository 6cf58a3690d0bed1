import { isApiError } from '@naija-homes/client/api-client';
import { subscriptionRequiredMessage } from '@naija-homes/contracts/billing';
import { type ListingHold, propertyMessages } from '@naija-homes/contracts/property';
import { reviewSections } from '@naija-homes/contracts/property-review';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button, buttonVariants } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { ExternalLinkIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { holdExplanation, holdReviewHref } from '../../../shared/listing-hold';
import { SubscriptionRequiredDialog } from '../../../shared/subscription-required-dialog';
import { usePublishProperty } from '../api/publish-property';
import { useUnpublishProperty } from '../api/unpublish-property';
import { missingItemsOf } from '../missing-items';
import type { StepProps } from './fields';
import { ReviewDisclosure } from './review-section';

export function PublishStep({ property, step, goTo, hold }: StepProps & { hold: ListingHold }) {
  const sections = reviewSections(property);
  const ready = sections.every((section) => section.complete);
  const publish = usePublishProperty(property._id);
  const unpublish = useUnpublishProperty(property._id);
  const [missing, setMissing] = useState<string[]>([]);
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const published = property.isPublished;
  const wasPublished = useRef(published);

  // Publishing or unpublishing swaps the panel: the focus goes to its heading so the change is announced.
  useEffect(() => {
    if (wasPublished.current !== published) statusHeading.current?.focus();
    wasPublished.current = published;
  }, [published]);

  const editHref = (target: number) =>
    `/agent/property/${property._id}?step=${target}&propertyCategory=${property.propertyCategory}`;

  function onPublish() {
    publish.mutate(undefined, {
      onSuccess: (response) => {
        setMissing([]);
        toast.success(response.message ?? propertyMessages.published);
      },
      onError: (failure) => {
        if (isApiError(failure, 422)) {
          setMissing(missingItemsOf(failure));
          toast.error(failure.message);
        } else if (isApiError(failure) && failure.message === subscriptionRequiredMessage) {
          setSubscriptionOpen(true);
        } else {
          toast.error(failure.message);
        }
      },
    });
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <div className="grid gap-3">
        {sections.map((section) => (
          <ReviewDisclosure key={section.key} section={section} property={property} editHref={editHref(section.step)} />
        ))}
      </div>

      <Card className="grid gap-3" role="region" aria-labelledby="publish-status-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="publish-status-heading" ref={statusHeading} tabIndex={-1} className="font-semibold outline-none">
            {hold
              ? 'Deactivated by our team'
              : published
                ? 'Your listing is published'
                : ready
                  ? 'Ready to publish'
                  : 'Not ready to publish yet'}
          </h3>
          {hold ? (
            <Chip tone="red">deactivated by our team</Chip>
          ) : (
            <Chip tone={statusTone(published ? 'published' : 'draft')}>{published ? 'published' : 'draft'}</Chip>
          )}
        </div>
        {hold ? (
          <>
            <p className="text-sm user-text">
              <span className="font-medium">Reason: </span>
              {hold.reason}
            </p>
            <p className="text-sm text-muted-foreground">{holdExplanation}</p>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Link to={holdReviewHref(property.title)} className={buttonVariants()}>
                Ask for a review
              </Link>
              <Link to="/agent/my-properties" className={buttonVariants({ variant: 'ghost' })}>
                Back to My Properties
              </Link>
            </div>
          </>
        ) : published ? (
          <>
            <p className="text-sm text-muted-foreground">
              Buyers can find it in search while your plan is active. Changes you save show on the public page at once.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <a href={`/properties/${property.slug}`} target="_blank" rel="noopener" className={buttonVariants()}>
                <ExternalLinkIcon aria-hidden="true" /> View public page
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <Button type="button" variant="outline" onClick={() => setConfirmUnpublish(true)}>
                Unpublish
              </Button>
              <Link to="/agent/my-properties" className={buttonVariants({ variant: 'ghost' })}>
                Back to My Properties
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {ready
                ? 'Every step is complete. Publishing puts the listing in search for buyers.'
                : `${propertyMessages.incomplete}: open the incomplete sections above to see what is missing.`}
            </p>
            {missing.length ? (
              <div role="alert" className="grid gap-1 rounded-md bg-red-50 p-3 text-sm text-red-900">
                <p className="font-medium">{propertyMessages.incomplete}. Still missing:</p>
                <ul className="list-disc pl-6">
                  {missing.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button type="button" variant="outline" onClick={() => goTo(step - 1)}>
                Back
              </Button>
              <Button type="button" onClick={onPublish} disabled={!ready} loading={publish.isPending}>
                Publish
              </Button>
            </div>
          </>
        )}
      </Card>

      <SubscriptionRequiredDialog open={subscriptionOpen} onOpenChange={setSubscriptionOpen} />
      <ConfirmDialog
        open={confirmUnpublish}
        onOpenChange={setConfirmUnpublish}
        title="Unpublish this property?"
        description="It leaves search at once. You can publish it again later."
        confirmText="Unpublish"
        cancelText="Cancel"
        busy={unpublish.isPending}
        onConfirm={() =>
          unpublish.mutate(undefined, {
            onSuccess: (response) => toast.success(response.message ?? propertyMessages.unpublished),
            onError: (failure) => toast.error(failure.message),
            onSettled: () => setConfirmUnpublish(false),
          })
        }
      />
    </div>
  );
}
