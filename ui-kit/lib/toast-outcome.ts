// Telling a person how a request went, the same way everywhere: the server's message as a success toast (or the
// screen's own words when the answer has none), the error's message as an error toast.
import { toast } from '@naija-homes/ui-kit/components/toast';

/** Mutation callbacks: toast the outcome, then run `then` after a success (reset a form, navigate, close). */
export function toastOutcome<TData extends { message?: string }, TVariables = void>(
  then?: (data: TData, variables: TVariables) => void,
  fallback?: string,
) {
  return {
    onSuccess: (data: TData, variables: TVariables) => {
      const text = data.message ?? fallback;
      if (text) toast.success(text);
      then?.(data, variables);
    },
    onError: (error: Error) => {
      toast.error(error.message);
    },
  };
}
