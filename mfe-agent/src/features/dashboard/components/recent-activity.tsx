import type { AgentSummary } from '@naija-homes/contracts/agent-insights';
import { formatLagosDate, formatNaira } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import type { ReactNode } from 'react';

function ActivityCard({
  title,
  to,
  linkText,
  isPending,
  children,
  empty,
}: {
  title: string;
  to: string;
  linkText: string;
  isPending: boolean;
  children: ReactNode;
  empty: boolean;
}) {
  return (
    <Card className="grid content-start gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        <Link to={to} className="text-sm text-primary hover:underline">
          {linkText}
        </Link>
      </div>
      {isPending ? (
        <ul className="grid gap-3" aria-hidden="true">
          {[1, 2, 3].map((key) => (
            <li key={key} className="grid gap-1.5">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
            </li>
          ))}
        </ul>
      ) : empty ? (
        <EmptyState text={messages.noData} className="py-6" />
      ) : (
        <ul className="divide-y divide-border">{children}</ul>
      )}
    </Card>
  );
}

/** The newest leads and offers, each list with a link to its page. */
export function RecentActivity({ summary, isPending }: { summary: AgentSummary | undefined; isPending: boolean }) {
  const leads = summary?.recentLeads ?? [];
  const offers = summary?.recentOffers ?? [];
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      <ActivityCard
        title="Newest leads"
        to="/agent/leads"
        linkText="All leads"
        isPending={isPending}
        empty={leads.length === 0}
      >
        {leads.map((lead) => (
          <li key={lead._id} className="flex items-start justify-between gap-3 py-2.5" data-testid="recent-lead">
            <span className="grid min-w-0">
              <span className="font-medium">{lead.fullName}</span>
              <span className="truncate text-sm text-muted-foreground">
                {lead.property?.title ?? 'About your services'} · {formatLagosDate(lead.createdAt)}
              </span>
            </span>
            <Chip tone={statusTone(lead.status)}>{lead.status}</Chip>
          </li>
        ))}
      </ActivityCard>
      <ActivityCard
        title="Newest offers"
        to="/agent/offer-requests"
        linkText="All offer requests"
        isPending={isPending}
        empty={offers.length === 0}
      >
        {offers.map((offer) => (
          <li key={offer._id} className="flex items-start justify-between gap-3 py-2.5" data-testid="recent-offer">
            <span className="grid min-w-0">
              <span className="font-medium">
                {formatNaira(offer.offerPrice)} <span className="font-normal text-muted-foreground">from</span>{' '}
                {offer.buyerName}
              </span>
              <span className="truncate text-sm text-muted-foreground">
                {offer.requestNo} · {offer.property.title} · {formatLagosDate(offer.createdAt)}
              </span>
            </span>
            <Chip tone={statusTone(offer.status)}>{offer.status}</Chip>
          </li>
        ))}
      </ActivityCard>
    </div>
  );
}
