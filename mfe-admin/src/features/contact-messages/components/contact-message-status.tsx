import { Chip } from '@naija-homes/ui-kit/components/chip';

/** Open (waiting for an answer) or handled. */
export function ContactMessageStatus({ handled }: { handled: boolean }) {
  return <Chip tone={handled ? 'green' : 'orange'}>{handled ? 'handled' : 'open'}</Chip>;
}
