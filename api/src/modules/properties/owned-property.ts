// Who may read or write a listing: its owner writes (under a row lock, so concurrent edits apply one by one);
// admins read. Anyone else gets 403, a missing listing 404.
import { messages } from '@naija-homes/contracts/messages';
import { propertyMessages } from '@naija-homes/contracts/property';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { properties, users } from '../../db/schema';
import type { PropertyRow } from '../../db/schema/properties';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { ownerColumns } from './property-json';

export interface Actor {
  id: string;
  role: string | null;
}

export type { Tx };

async function findWithOwner(db: Db, propertyId: string) {
  if (!isUuid(propertyId)) return null;
  const [row] = await db
    .select({ property: properties, owner: ownerColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId));
  return row ?? null;
}

/** The property for someone allowed to see it in the editor: its owner, or an admin. */
export async function propertyForEditor(db: Db, actor: Actor, propertyId: string) {
  const found = await findWithOwner(db, propertyId);
  if (!found) throw new HttpError(404, propertyMessages.notFound);
  if (found.property.ownerId !== actor.id && actor.role !== 'ADMIN') throw new HttpError(403, messages.forbidden);
  return found;
}

/** Locks the owner's property for a write; anyone else gets 403, a missing one 404. */
export async function lockOwned(tx: Tx, ownerId: string, propertyId: string): Promise<PropertyRow> {
  if (!isUuid(propertyId)) throw new HttpError(404, propertyMessages.notFound);
  const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
  if (!row) throw new HttpError(404, propertyMessages.notFound);
  if (row.ownerId !== ownerId) throw new HttpError(403, messages.forbidden);
  return row;
}
