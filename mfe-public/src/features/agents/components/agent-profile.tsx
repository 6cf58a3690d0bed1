import { replyTimeLabel } from '@naija-homes/contracts/agent-pages';
import type { AgentPublicProfile } from '@naija-homes/contracts/agent-profile';
import { countOf, formatCompactNaira, formatLagosDate } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { formatPhoneForDisplay } from '@naija-homes/contracts/phone-format';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { requestShare } from '@naija-homes/ui-kit/lib/app-events';
import { useQuery } from '@tanstack/react-query';
import {
  BadgeCheckIcon,
  ClockIcon,
  GlobeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  Share2Icon,
  StarIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '../../../shared/container';
import { NotFound } from '../../../shared/not-found';
import { agentProfileQueryOptions } from '../api/get-agent-profile';
import { AgentListingsTable } from './agent-listings-table';

/**
 * An agent's public profile. The page passes the message form and the reviews (other features) to show with it,
 * given the agent once the profile has loaded.
 */
export function AgentProfile({
  slug,
  contact,
  reviews,
}: {
  slug: string;
  contact?: (agent: AgentPublicProfile) => ReactNode;
  reviews: (agentId: string) => ReactNode;
}) {
  const profile = useQuery(agentProfileQueryOptions(slug));
  useDocumentTitle(profile.data?.fullName ?? null);
  if (profile.isPending) {
    return (
      <Container className="grid gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </Container>
    );
  }
  if (profile.isError) return <Container>{profile.error.message}</Container>;
  if (!profile.data) return <NotFound />;
  const agent = profile.data;
  return (
    <Container className="grid gap-6">
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={agent.fullName} src={agent.photo} className="size-20" />
        <div className="min-w-0 flex-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            {agent.fullName}
            {agent.isVerified ? <BadgeCheckIcon className="size-6 text-primary" aria-label="Verified agent" /> : null}
          </h1>
          <UserText className="text-muted-foreground" text={agent.agencyName ?? 'Independent agent'} />
          <p className="mt-1 flex items-center gap-1 text-sm">
            <MapPinIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <UserText
              as="span"
              className="min-w-0"
              text={agent.address ? `Address: ${agent.address}` : messages.addressNA}
            />
          </p>
          <p className="mt-1 flex items-center gap-1 text-sm">
            <StarIcon className="size-4 fill-accent text-accent" aria-hidden="true" />
            {agent.reviewCount > 0
              ? `${agent.averageRating.toFixed(1)} from ${countOf(agent.reviewCount, 'review')}`
              : 'No reviews yet'}
          </p>
          {agent.replyTime ? (
            <p className="mt-1 flex items-center gap-1 text-sm">
              <ClockIcon className="size-4 text-primary" aria-hidden="true" />
              {replyTimeLabel(agent.replyTime)}
            </p>
          ) : null}
        </div>
        <Button variant="outline" onClick={() => requestShare({ title: `${agent.fullName} on Naija Homes` })}>
          <Share2Icon aria-hidden="true" /> Share
        </Button>
      </Card>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Stat label="Total value" value={formatCompactNaira(agent.pricingStats.totalPrice)} />
        <Stat
          label="Price range"
          value={`${formatCompactNaira(agent.pricingStats.priceRange.minPrice)} – ${formatCompactNaira(agent.pricingStats.priceRange.maxPrice)}`}
        />
        <Stat label="Average price" value={formatCompactNaira(agent.pricingStats.averagePrice)} />
        <Stat label="Properties" value={String(agent.propertyStats.propertiesCount)} />
        <Stat label="For rent" value={String(agent.propertyStats.forRentCount)} />
        <Stat label="For sale" value={String(agent.propertyStats.forSaleCount)} />
        <Stat label="Short-let" value={String(agent.propertyStats.forShortLetCount)} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="about-heading" className="grid content-start gap-3">
          <h2 id="about-heading" className="text-xl font-semibold">
            About
          </h2>
          <UserText
            className="text-muted-foreground"
            preserveLines
            text={agent.bio || 'This agent has not written a bio yet.'}
          />
          <h2 className="mt-4 text-xl font-semibold">Properties</h2>
          <AgentListingsTable slug={slug} />
        </section>
        <div className="grid content-start gap-6">
          {contact ? <Card className="grid gap-3">{contact(agent)}</Card> : null}
          <Card className="grid content-start gap-3 text-sm">
            <h2 className="text-lg font-semibold">Additional details</h2>
            <Detail
              icon={<MapPinIcon className="size-4" aria-hidden="true" />}
              label="Location"
              value={agent.officeName ?? agent.address}
            />
            <Detail
              icon={<MailIcon className="size-4" aria-hidden="true" />}
              label="Email"
              value={agent.email}
              href={`mailto:${agent.email}`}
            />
            <Detail
              icon={<PhoneIcon className="size-4" aria-hidden="true" />}
              label="Phone"
              value={agent.phoneNumber ? formatPhoneForDisplay(agent.phoneNumber) : agent.phoneNumber}
              href={agent.phoneNumber ? `tel:${agent.phoneNumber}` : undefined}
            />
            <Detail
              icon={<GlobeIcon className="size-4" aria-hidden="true" />}
              label="Website"
              value={agent.website}
              href={agent.website ?? undefined}
            />
            <Detail
              icon={<GlobeIcon className="size-4" aria-hidden="true" />}
              label="LinkedIn"
              value={agent.linkedIn}
              href={agent.linkedIn ?? undefined}
            />
            <Detail
              icon={<GlobeIcon className="size-4" aria-hidden="true" />}
              label="Facebook"
              value={agent.facebook}
              href={agent.facebook ?? undefined}
            />
            <p className="text-muted-foreground">Member since {formatLagosDate(agent.memberSince)}</p>
          </Card>
        </div>
      </div>

      {reviews(agent._id)}
    </Container>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="grid gap-1 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-xl font-semibold">{value}</p>
    </Card>
  );
}

function Detail({
  icon,
  label,
  value,
  href,
}: {
  icon: ReactNode;
  label: string;
  value: string | null;
  href?: string | undefined;
}) {
  return (
    <p className="flex items-start gap-2">
      <span className="mt-0.5 text-primary">{icon}</span>
      <span>
        <span className="block text-muted-foreground">{label}</span>
        {value && href ? (
          <a
            href={href}
            className="user-text text-primary hover:underline"
            target={href.startsWith('http') ? '_blank' : undefined}
            rel="noreferrer"
          >
            {value}
          </a>
        ) : (
          <span>{value ?? 'N/A'}</span>
        )}
      </span>
    </p>
  );
}
