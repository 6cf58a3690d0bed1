import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { DashboardFigures } from '../features/dashboard/components/dashboard-figures';
import { RangePicker } from '../features/dashboard/components/range-picker';
import { rangeWords } from '../features/dashboard/dashboard-range';
import { useDashboardRange } from '../features/dashboard/hooks/use-dashboard-range';

export function DashboardPage() {
  const { range, problem, today, setRange } = useDashboardRange();
  return (
    <>
      <PageHeader title="Dashboard" description={`The platform at a glance: ${rangeWords(range)} (Lagos time).`} />
      <div className="grid gap-6">
        {problem ? (
          <p role="alert" className="rounded-card border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {problem}. Showing {rangeWords(range)} instead.
          </p>
        ) : null}
        <RangePicker range={range} today={today} onChange={setRange} />
        <DashboardFigures range={range} today={today} />
      </div>
    </>
  );
}
