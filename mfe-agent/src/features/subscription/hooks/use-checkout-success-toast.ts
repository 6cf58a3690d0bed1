import { toast } from '@naija-homes/ui-kit/components/toast';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

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
