import { messages } from '@naija-homes/contracts/messages';
import * as z from 'zod';
import { HttpError } from './errors';

const uuid = z.uuid();

/** Whether an id can name a row at all; anything else must never reach a uuid column (a database error). */
export function isUuid(id: string): boolean {
  return uuid.safeParse(id).success;
}

/** A path id that is not a uuid cannot name anything: 404, never a database error. */
export function requireUuid(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, messages.notFound);
  return id;
}
