import { type AgentSummary, monthChange } from '@naija-homes/contracts/agent-insights';
import { formatNumber } from '@naija-homes/contracts/format';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { CalendarIcon, EyeIcon, HandCoinsIcon, type LucideIcon, UsersIcon } from 'lucide-react';

const figures: Array<{ key: keyof AgentSummary['figures']; label: string; Icon: LucideIcon }> = [
  { key: 'views', label: 'Views', Icon: EyeIcon },
  { key: 'leads', label: 'Leads', Icon: UsersIcon },
  { key: 'offers', label: 'Offers', Icon: HandCoinsIcon },
  { key: 'bookings', label: 'Bookings', Icon: CalendarIcon },
];

const changeTone = { up: 'green', down: 'red', same: 'gray' } as const;

/** Views, leads, offers and bookings this Lagos month so far, against the whole month before. */
export function MonthFigures({ summary }: { summary: AgentSummary | undefined }) {
  return (
    <section aria-labelledby="month-figures" className="mt-6">
      <h2 id="month-figures" className="mb-3 font-semibold">
        {summary ? `${summary.months.current.label} so far` : 'This month'}
      </h2>
      <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {figures.map(({ key, label, Icon }) => {
          const figure = summary?.figures[key];
          const change = figure ? monthChange(figure.current, figure.previous) : null;
          return (
            <li key={key}>
              <Card className="grid h-full gap-2 p-4 sm:p-5" data-testid={`month-${key}`}>
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon className="size-4" aria-hidden="true" /> {label}
                </p>
                {figure && change && summary ? (
                  <>
                    <p className="flex flex-wrap items-baseline gap-2">
                      <span className="text-3xl font-bold">{formatNumber(figure.current)}</span>
                      <Chip tone={changeTone[change.direction]} className="normal-case">
                        <span className="sr-only">Change against last month: </span>
                        {change.text}
                      </Chip>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {formatNumber(figure.previous)} in {summary.months.previous.label}
                    </p>
                  </>
                ) : (
                  <>
                    <Skeleton className="h-9 w-20" />
                    <Skeleton className="h-3 w-28" />
                  </>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
