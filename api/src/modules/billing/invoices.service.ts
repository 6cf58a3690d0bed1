// The agent's invoices: the provider's own list (Stripe) or the ones recorded from events, paged by cursor, and
// one invoice for its owner.
import { billingMessages, type Invoice, type InvoicePage, planName } from '@naija-homes/contracts/billing';
import { koboToNaira } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, packages, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { BillingDeps } from './checkout.service';
import { listPackages } from './packages.service';
import { findSubscription, subscriptionRef } from './subscriptions.service';

type InvoiceQuery = { startingAfter?: string; startingBefore?: string; limit: number };

/**
 * Invoices newest first, paged by cursor: startingAfter goes to older ones, startingBefore to newer. A provider
 * with its own invoice list (Stripe) answers for its customers; otherwise the invoices recorded from events do.
 */
export async function listInvoices(
  deps: Pick<BillingDeps, 'db' | 'payments'>,
  userId: string,
  query: InvoiceQuery,
): Promise<InvoicePage> {
  const { db, payments } = deps;
  const found = await findSubscription(db, userId);
  const sub = found?.subscription;
  if (payments.listInvoices && sub?.provider === payments.name && sub.providerCustomerId) {
    const cursor = query.startingAfter ?? query.startingBefore;
    if (cursor && !payments.isInvoiceCursor?.(cursor)) throw new HttpError(400, billingMessages.unknownInvoiceCursor);
    const page = await payments.listInvoices(subscriptionRef(sub), query);
    const names = new Map((await listPackages(db)).map((pkg) => [pkg.id, pkg.name]));
    return {
      data: page.data.map((invoice) => ({
        id: invoice.id,
        billingDate: invoice.billingDate.toISOString(),
        amount: koboToNaira(invoice.amountKobo),
        plan: planName(invoice.packageId ? names.get(invoice.packageId) : null),
        status: invoice.status,
        invoiceURL: invoice.invoiceUrl,
      })),
      hasMore: page.hasMore,
    };
  }
  return listRecordedInvoices(db, userId, query);
}

async function listRecordedInvoices(db: Db, userId: string, query: InvoiceQuery): Promise<InvoicePage> {
  const cursorId = query.startingAfter ?? query.startingBefore;
  let cursor: { billingDate: Date; seq: number } | undefined;
  if (cursorId) {
    const valid = isUuid(cursorId);
    const [row] = valid
      ? await db
          .select({ billingDate: invoices.billingDate, seq: invoices.seq })
          .from(invoices)
          .where(and(eq(invoices.id, cursorId), eq(invoices.userId, userId)))
      : [];
    if (!row) throw new HttpError(400, billingMessages.unknownInvoiceCursor);
    cursor = row;
  }
  const older = cursor
    ? or(
        lt(invoices.billingDate, cursor.billingDate),
        and(eq(invoices.billingDate, cursor.billingDate), lt(invoices.seq, cursor.seq)),
      )
    : undefined;
  const newer = cursor
    ? or(
        gt(invoices.billingDate, cursor.billingDate),
        and(eq(invoices.billingDate, cursor.billingDate), gt(invoices.seq, cursor.seq)),
      )
    : undefined;
  const backwards = Boolean(query.startingBefore);
  const rows = await db
    .select({ invoice: invoices, planName: packages.name })
    .from(invoices)
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .where(and(eq(invoices.userId, userId), backwards ? newer : older))
    .orderBy(
      ...(backwards
        ? [asc(invoices.billingDate), asc(invoices.seq)]
        : [desc(invoices.billingDate), desc(invoices.seq)]),
    )
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (backwards) page.reverse();
  return {
    data: page.map(
      ({ invoice, planName: name }): Invoice => ({
        id: invoice.id,
        billingDate: invoice.billingDate.toISOString(),
        amount: koboToNaira(invoice.amountKobo),
        plan: planName(name),
        status: invoice.status,
        invoiceURL: invoice.invoiceUrl ?? `/api/v1/subscription/invoices/${invoice.id}`,
      }),
    ),
    hasMore,
  };
}

export async function invoiceForOwner(db: Db, userId: string, invoiceId: string) {
  const valid = isUuid(invoiceId);
  const [row] = valid
    ? await db
        .select({ invoice: invoices, pkg: packages, user: users })
        .from(invoices)
        .leftJoin(packages, eq(packages.id, invoices.packageId))
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    : [];
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}
