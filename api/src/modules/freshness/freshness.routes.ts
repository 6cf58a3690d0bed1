// /api/v1/listing-freshness: the signed links of the freshness mails (ADR 033), as the saved-search unsubscribe does
// it: GET shows a page asking to confirm (a mail scanner opening the link changes nothing), its button POSTs to the
// same signed address, which acts. No sign-in: the token stands for the listing's agent.
import {
  type FreshnessLinkAction,
  freshnessLinkActions,
  freshnessMessages,
  letOrSoldFor,
} from '@naija-homes/contracts/freshness';
import * as z from 'zod';
import type { PropertyRow } from '../../db/schema/properties';
import { escapeHtml, plainPage, plainPageButtonStyle } from '../../lib/html';
import { defineRoute, errorResponse, router, uuidParam } from '../../lib/route';
import { actOnFreshnessLink, canRenew, listingOfFreshnessLink } from '../properties/freshness';

const tags = ['Listing freshness'];
const request = {
  params: z.object({
    id: uuidParam(freshnessMessages.badLink),
    action: z.enum(freshnessLinkActions, { error: freshnessMessages.badLink }),
  }),
  query: z.object({ token: z.string().min(1, freshnessMessages.badLink).max(100, freshnessMessages.badLink) }),
};
const responses = {
  200: { description: 'HTML page: the question, or what was done', content: { 'text/html': { schema: z.string() } } },
  404: errorResponse('The link is not valid'),
};

const ask = defineRoute({
  method: 'get',
  operationId: 'listingFreshnessAsk',
  path: '/{id}/{action}',
  tags,
  access: 'public',
  summary:
    "A freshness mail's signed link ('Still available', 'Mark as let/sold', 'Renew'): a page asking to confirm. Opening it changes nothing, as mail scanners open links too",
  request,
  responses,
});

const act = defineRoute({
  method: 'post',
  operationId: 'listingFreshnessAct',
  path: '/{id}/{action}',
  tags,
  access: 'public',
  summary: "The confirm page's button: renews the listing or marks it let/sold (no sign-in; the same answer if done)",
  request,
  responses,
});

const page = (body: string) =>
  plainPage('Your listing', body, { href: '/agent/my-properties', label: 'My Properties' });

function question(row: PropertyRow, action: FreshnessLinkAction): string {
  const title = escapeHtml(row.title);
  const state = letOrSoldFor(row.propertyFor);
  const [heading, label] =
    action === 'let-or-sold'
      ? [`Mark “${title}” as ${state}?`, `Mark as ${state}`]
      : action === 'confirm'
        ? [`Is “${title}” still available?`, 'Still available']
        : [`Renew “${title}”?`, 'Renew listing'];
  const note =
    action === 'let-or-sold'
      ? `<p>Buyers see it marked ${state} for 30 days; then it leaves search.</p>`
      : '<p>It stays in search (or comes back) with a fresh date.</p>';
  return page(`<h1 style="font-size:22px">${heading}</h1>${note}
<form method="post"><button type="submit" style="${plainPageButtonStyle}">${label}</button></form>`);
}

/** What the listing is now, for a link whose action is done or no longer applies. */
function outcome(row: PropertyRow, action: FreshnessLinkAction, done: boolean): string {
  const title = escapeHtml(row.title);
  if (action === 'let-or-sold' && (done || row.availability !== 'available')) {
    return page(
      `<h1 style="font-size:22px">${escapeHtml(freshnessMessages.markedLetOrSold(row.availability === 'sold' ? 'sold' : 'let'))}</h1><p>“${title}”</p>`,
    );
  }
  if (done || (row.listingStatus === 'active' && !canRenew(row))) {
    return page(`<h1 style="font-size:22px">${escapeHtml(freshnessMessages.renewed)}</h1><p>“${title}”</p>`);
  }
  return page(
    `<h1 style="font-size:22px">${escapeHtml(freshnessMessages.notLive)}</h1><p>“${title}”: open My Properties.</p>`,
  );
}

export const freshnessLinkRoutes = router()
  .openapi(ask, async (c) => {
    const { services } = c.var;
    const { id, action } = c.req.valid('param');
    const row = await listingOfFreshnessLink(
      services.db,
      services.config.authSecret,
      id,
      action,
      c.req.valid('query').token,
    );
    return c.html(question(row, action), 200);
  })
  .openapi(act, async (c) => {
    const { services } = c.var;
    const { id, action } = c.req.valid('param');
    const { row, done } = await actOnFreshnessLink(
      services.db,
      services.config.authSecret,
      id,
      action,
      c.req.valid('query').token,
      services.jobs,
    );
    return c.html(outcome(row, action, done), 200);
  });
