import { lagosIsoDate } from '@naija-homes/contracts/format';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import type { DashboardRangeParams } from '../api/keys';
import { rangeFromParams, rangeProblemOfParams } from '../dashboard-range';

/** The dashboard's range, kept in the URL (?from=…&to=…, Lagos days) so a view can be linked and reloaded. */
export function useDashboardRange() {
  const [params, setParams] = useSearchParams();
  const today = lagosIsoDate();
  const range = rangeFromParams(params, today);
  const problem = rangeProblemOfParams(params);
  const setRange = (next: DashboardRangeParams) => {
    const updated = new URLSearchParams(params);
    updated.set('from', next.from);
    updated.set('to', next.to);
    setParams(updated, { replace: true });
  };
  return { range, problem, today, setRange };
}
