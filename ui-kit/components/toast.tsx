import { Toaster as Sonner, toast } from 'sonner';

/** One toaster for the whole page, placed by the shell. Success shows the server message (spec §8). */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton />;
}

export { toast };
