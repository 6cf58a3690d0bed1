import type { RuntimeConfig } from '@naija-homes/client/queries/runtime-config';
import { createContext, useContext } from 'react';

export type { RuntimeConfig } from '@naija-homes/client/queries/runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('RuntimeConfigContext is missing');
  return config;
}
