import { toast } from '@naija-homes/ui-kit/components/toast';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useEffect } from 'react';

/** Back from a successful checkout (`?checkout=success`): say so once, and drop the parameter. */
export function useCheckoutSuccessToast() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get('checkout') === 'success') {
      toast.success('Payment received. Your plan is active.');
      const next = new URLSearchParams(params);
      next.delete('checkout');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);
}
