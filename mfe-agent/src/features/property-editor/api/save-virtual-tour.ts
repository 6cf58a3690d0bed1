import { api, ok } from '@naija-homes/client/api-client';
import type { virtualTourSchema } from '@naija-homes/contracts/property';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { usePropertySaved } from '../hooks/use-property-saved';

export type VirtualTourLink = z.infer<typeof virtualTourSchema>;

/** PATCH /property/virtual-tour/{id}: the 360° tour as a link (drops an uploaded image); Elite and Platinum only. */
export function saveVirtualTour(id: string, body: VirtualTourLink) {
  return ok(api.PATCH('/api/v1/property/virtual-tour/{id}', { params: { path: { id } }, body }));
}

export function useSaveVirtualTour(id: string) {
  const saved = usePropertySaved(id);
  return useMutation({ mutationFn: (body: VirtualTourLink) => saveVirtualTour(id, body), onSuccess: saved });
}
