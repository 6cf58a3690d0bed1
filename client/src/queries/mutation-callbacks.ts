import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen adds to a feature's mutation hook (a toast, a form error, a navigation, closing a dialog): the hook
 * keeps the cache work, the screen passes these. They run with the mutation, like options given to useMutation.
 */
export type MutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError'
>;
