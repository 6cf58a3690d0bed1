import { lagosIsoDate } from '@naija-homes/contracts/format';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { withParams } from '@naija-homes/ui-kit/lib/search-params';
import { analyticsParamsFrom } from '../analytics-range';

/** The analytics' range, table order and page, kept in the URL (shareable, kept on reload). */
export function useAnalyticsParams() {
  const [params, setParams] = useSearchParams();
  const today = lagosIsoDate();
  const values = analyticsParamsFrom(params, today);
  /** Changes some values; any change but the page's goes back to the first page. */
  const update = (changes: Record<string, string | null>) =>
    setParams(withParams(params, 'page' in changes ? changes : { ...changes, page: null }), { replace: true });
  return { ...values, today, update };
}
