import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { DashboardFigures } from '../features/dashboard/components/dashboard-figures';
import { RangePicker } from '../features/dashboard/components/range-picker';
import { rangeWords } from '../features/dashboard/dashboard-range';
import { useDashboardRange } from '../features/dashboard/hooks/use-dashboard-range';

export function DashboardPage() {
  const { range, today, setRange } = useDashboardRange();
  return (
    <>
      <PageHeader title="Dashboard" description={`The platform at a glance: ${rangeWords(range)} (Lagos time).`} />
      <div className="grid gap-6">
        <RangePicker range={range} today={today} onChange={setRange} />
        <DashboardFigures range={range} />
      </div>
    </>
  );
}
