import { adminDashboardMessages } from '@naija-homes/contracts/admin-dashboard';
import { countOf, formatCompactNaira, formatNaira, formatNumber } from '@naija-homes/contracts/format';
import type { ChartProps } from '@naija-homes/ui-kit/components/chart';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../api/get-dashboard';
import { listingActivityQueryOptions } from '../api/get-listing-activity';
import type { DashboardRangeParams } from '../api/keys';
import { bucketLabels, bucketWords, todayNote } from '../dashboard-range';
import { ChartCard } from './chart-card';
import { StatCard } from './stat-card';

const whole = (value: number) => formatNumber(value);
const allZero = (...series: number[][]) => series.every((values) => values.every((value) => value === 0));

/** The dashboard's cards and charts for a range: accounts, sign-ups, listings, revenue, deals, plans, activity. */
export function DashboardFigures({ range, today }: { range: DashboardRangeParams; today: string }) {
  const figures = useQuery(dashboardQueryOptions(range));
  const activity = useQuery(listingActivityQueryOptions(range));
  const activityData = activity.data;
  const data = figures.data;
  const pending = figures.isPending;
  const show = (value: ((d: NonNullable<typeof data>) => string) | null) => (data && value ? value(data) : null);

  const labels = data ? bucketLabels(data.range.buckets, range, today) : [];
  const weeks = data ? bucketLabels(data.range.weeks, range, today) : [];
  const note = todayNote(range, today);
  const per = data ? bucketWords(data.range.bucket) : '';

  const chart = (props: ChartProps) => (data ? props : null);

  return (
    <div className="grid gap-6">
      {figures.isError ? (
        <p role="alert" className="rounded-card border border-destructive/40 p-4 text-sm text-destructive">
          {figures.error instanceof Error ? figures.error.message : adminDashboardMessages.loadFailed}
        </p>
      ) : null}

      <section aria-label="Accounts now" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard label="All users" value={show((d) => whole(d.users.all))} to="/admin/users" />
        <StatCard label="Buyers" value={show((d) => whole(d.users.buyers))} to="/admin/users?role=BUYER" />
        <StatCard label="Agents" value={show((d) => whole(d.users.agents))} to="/admin/users?role=AGENT" />
        <StatCard label="Admins" value={show((d) => whole(d.users.admins))} to="/admin/users?role=ADMIN" />
      </section>

      <section aria-label="In this range" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <StatCard
          label="Sign-ups"
          value={show((d) => whole(d.signUps.totals.buyers + d.signUps.totals.agents))}
          hint={
            data
              ? `${countOf(data.signUps.totals.buyers, 'buyer')}, ${countOf(data.signUps.totals.agents, 'agent')}`
              : undefined
          }
        />
        <StatCard
          label="Revenue"
          value={show((d) => formatCompactNaira(d.revenue.total))}
          hint={
            data
              ? `${formatNaira(data.revenue.total)} from ${countOf(data.revenue.invoices, 'paid invoice')}`
              : undefined
          }
        />
        <StatCard label="Leads" value={show((d) => whole(d.deals.totals.leads))} />
        <StatCard label="Offers" value={show((d) => whole(d.deals.totals.offers))} />
        <StatCard label="Bookings" value={show((d) => whole(d.deals.totals.bookings))} />
        <StatCard label="Live plans" value={show((d) => whole(d.subscriptions.total))} hint="Now" />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title="Sign-ups by role"
          description={`Buyers and agents who joined, ${per}.${note}`}
          pending={pending}
          empty={!data || allZero(data.signUps.buyers, data.signUps.agents)}
          emptyText={adminDashboardMessages.noSignUps}
          chart={chart({
            type: 'bar',
            label: `Sign-ups by role, ${per}`,
            labels,
            series: data
              ? [
                  { label: 'Buyers', data: data.signUps.buyers },
                  { label: 'Agents', data: data.signUps.agents },
                ]
              : [],
          })}
        />
        <ChartCard
          title="Listings by city and status"
          description={adminDashboardMessages.listingsSnapshot}
          pending={pending}
          empty={!data || data.listings.totals.all === 0}
          emptyText={adminDashboardMessages.noListings}
          chart={chart({
            type: 'bar',
            stacked: true,
            label: 'Listings by city and status, now',
            labels: data?.listings.cities ?? [],
            series: data
              ? [
                  { label: 'Active', data: data.listings.active },
                  { label: 'Pending', data: data.listings.pending },
                  { label: 'Inactive', data: data.listings.inactive },
                ]
              : [],
          })}
        />
        <ChartCard
          title="Revenue over time"
          description={`Paid invoices, ${per}.${note}`}
          pending={pending}
          empty={!data || data.revenue.invoices === 0}
          emptyText={adminDashboardMessages.noRevenue}
          chart={chart({
            type: 'bar',
            label: `Revenue, ${per}`,
            labels,
            series: data ? [{ label: 'Revenue', data: data.revenue.overTime }] : [],
            formatValue: formatCompactNaira,
          })}
        />
        <ChartCard
          title="Revenue by plan"
          description="Paid invoices in the range, per plan."
          pending={pending}
          empty={!data || data.revenue.invoices === 0}
          emptyText={adminDashboardMessages.noRevenue}
          chart={chart({
            type: 'doughnut',
            label: 'Revenue by plan',
            labels: data?.revenue.byPlan.map((plan) => plan.plan) ?? [],
            series: data ? [{ label: 'Revenue', data: data.revenue.byPlan.map((plan) => plan.amount) }] : [],
            formatValue: formatNaira,
          })}
        />
        <ChartCard
          title="Leads, offers and bookings"
          description={`Made by buyers, per week of the range.${note}`}
          pending={pending}
          empty={!data || allZero(data.deals.leads, data.deals.offers, data.deals.bookings)}
          emptyText={adminDashboardMessages.noDeals}
          chart={chart({
            type: 'bar',
            label: 'Leads, offers and bookings per week',
            labels: weeks,
            series: data
              ? [
                  { label: 'Leads', data: data.deals.leads },
                  { label: 'Offers', data: data.deals.offers },
                  { label: 'Bookings', data: data.deals.bookings },
                ]
              : [],
          })}
        />
        <ChartCard
          title="Live subscriptions by plan"
          description={adminDashboardMessages.subscriptionsSnapshot}
          pending={pending}
          empty={!data || data.subscriptions.total === 0}
          emptyText={adminDashboardMessages.noSubscriptions}
          chart={chart({
            type: 'doughnut',
            label: 'Live subscriptions by plan',
            labels: data?.subscriptions.byPlan.map((plan) => plan.plan) ?? [],
            series: data ? [{ label: 'Agents', data: data.subscriptions.byPlan.map((plan) => plan.count) }] : [],
          })}
        />
        <ChartCard
          className="lg:col-span-2"
          title="Listing activity"
          description={
            activityData
              ? `${countOf(activityData.totals.views, 'view')}, ${countOf(activityData.totals.impressions, 'search impression')} and ${countOf(activityData.totals.contactClicks, 'contact click')}, ${bucketWords(activityData.range.bucket)}.`
              : 'Views, search impressions and contact clicks.'
          }
          pending={activity.isPending}
          empty={!activityData || allZero(activityData.views, activityData.impressions, activityData.contactClicks)}
          emptyText={activity.isError ? adminDashboardMessages.loadFailed : adminDashboardMessages.noActivity}
          chart={
            activityData
              ? {
                  type: 'line',
                  label: `Listing activity, ${bucketWords(activityData.range.bucket)}`,
                  labels: bucketLabels(activityData.range.buckets, range),
                  series: [
                    { label: 'Views', data: activityData.views },
                    { label: 'Search impressions', data: activityData.impressions },
                    { label: 'Contact clicks', data: activityData.contactClicks },
                  ],
                }
              : null
          }
        />
      </div>
    </div>
  );
}
