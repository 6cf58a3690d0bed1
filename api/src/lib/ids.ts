import { messages } from '@naija-homes/contracts/messages';
import * as z from 'zod';
import { HttpError } from './errors';

const uuid = z.uuid();

/** A path id that is not a uuid cannot name anything: 404, never a database error. */
export function requireUuid(id: string): string {
  if (!uuid.safeParse(id).success) throw new HttpError(404, messages.notFound);
  return id;
}
