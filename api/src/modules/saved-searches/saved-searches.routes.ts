// /api/v1/saved-search: a buyer's saved searches (issue 37) and the signed unsubscribe link of their alert mails.
import {
  savedSearchCreateSchema,
  savedSearchesPageSchema,
  savedSearchesQuerySchema,
  savedSearchMessages,
  savedSearchResponseSchema,
  savedSearchUnsubscribeQuerySchema,
  savedSearchUpdateSchema,
} from '@naija-homes/contracts/saved-search';
import * as z from 'zod';
import { escapeHtml, plainPage, plainPageButtonStyle } from '../../lib/html';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  messageResponse,
  router,
  uuidParam,
} from '../../lib/route';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  savedSearchOfUnsubscribeLink,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from './saved-searches.service';

const tags = ['Saved searches'];
const access = ['BUYER'] as const;
const params = z.object({ id: uuidParam(savedSearchMessages.notFound) });

const create = defineRoute({
  method: 'post',
  operationId: 'savedSearchesCreate',
  path: '/',
  tags,
  access,
  summary: 'Save the search on screen (its /properties URL parameters) with a name and how often to hear of it',
  request: { body: jsonBody(savedSearchCreateSchema) },
  responses: {
    201: jsonResponse(savedSearchResponseSchema, 'The saved search'),
    409: errorResponse('The same search is already saved, or the buyer keeps the most searches allowed'),
  },
});

const list = defineRoute({
  method: 'get',
  operationId: 'savedSearchesList',
  path: '/',
  tags,
  access,
  summary: 'My saved searches, newest first, each with its matches since I last opened it',
  request: { query: savedSearchesQuerySchema },
  responses: { 200: jsonResponse(savedSearchesPageSchema, 'A page') },
});

const update = defineRoute({
  method: 'patch',
  operationId: 'savedSearchesUpdate',
  path: '/{id}',
  tags,
  access,
  ownedBy: 'saved-search',
  summary: 'Rename a saved search or change how often its alerts come',
  request: { params, body: jsonBody(savedSearchUpdateSchema) },
  responses: { 200: jsonResponse(savedSearchResponseSchema, 'The search now'), 404: errorResponse('Not mine') },
});

const seen = defineRoute({
  method: 'post',
  operationId: 'savedSearchesSeen',
  path: '/{id}/seen',
  tags,
  access,
  ownedBy: 'saved-search',
  summary: 'Opening a saved search: its new matches are seen',
  request: { params },
  responses: { 200: jsonResponse(savedSearchResponseSchema, 'The search now'), 404: errorResponse('Not mine') },
});

const remove = defineRoute({
  method: 'delete',
  operationId: 'savedSearchesRemove',
  path: '/{id}',
  tags,
  access,
  ownedBy: 'saved-search',
  summary: 'Delete a saved search and its alerts',
  request: { params },
  responses: { 200: messageResponse('Deleted'), 404: errorResponse('Not mine') },
});

const unsubscribeRequest = { params, query: savedSearchUnsubscribeQuerySchema };
const unsubscribeResponses = {
  200: {
    description: 'HTML page: the question, or that the alerts are off',
    content: { 'text/html': { schema: z.string() } },
  },
  404: errorResponse('The link is not valid'),
};

const unsubscribe = defineRoute({
  method: 'get',
  operationId: 'savedSearchesUnsubscribe',
  path: '/{id}/unsubscribe',
  tags,
  access: 'public',
  summary:
    "The alert mail's signed link: a page asking to confirm (no sign-in needed). Opening it changes nothing, as mail scanners open links too",
  request: unsubscribeRequest,
  responses: unsubscribeResponses,
});

const unsubscribeOneClick = defineRoute({
  method: 'post',
  operationId: 'savedSearchesUnsubscribeOneClick',
  path: '/{id}/unsubscribe',
  tags,
  access: 'public',
  summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post), as mail clients send it',
  request: unsubscribeRequest,
  responses: unsubscribeResponses,
});

const unsubscribePage = (body: string) =>
  plainPage('Search alerts', body, { href: '/buyer/saved-searches', label: 'Your saved searches' });

function unsubscribedPage(name: string): string {
  return unsubscribePage(`<h1 style="font-size:22px">${escapeHtml(savedSearchMessages.unsubscribed)}</h1>
<p>“${escapeHtml(name)}” stays in your saved searches: you can turn its alerts back on there.</p>`);
}

/** The question the mail's link opens: the form posts back to the same signed address (the one-click route). */
function confirmUnsubscribePage(name: string, frequency: string): string {
  if (frequency === 'off') return unsubscribedPage(name);
  return unsubscribePage(`<h1 style="font-size:22px">Stop alerts for “${escapeHtml(name)}”?</h1>
<p>The search stays saved: you can turn its alerts back on in your saved searches.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="${plainPageButtonStyle}">Stop these alerts</button></form>`);
}

export const savedSearchRoutes = router()
  .openapi(create, async (c) => {
    const data = await createSavedSearch(c.var.services.database, c.var.user.id, c.req.valid('json'));
    return c.json({ data, message: savedSearchMessages.saved }, 201);
  })
  .openapi(list, async (c) =>
    c.json(await listSavedSearches(c.var.services.database, c.var.user.id, c.req.valid('query')), 200),
  )
  .openapi(update, async (c) => {
    const data = await updateSavedSearch(
      c.var.services.database,
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json({ data, message: savedSearchMessages.updated }, 200);
  })
  .openapi(seen, async (c) => {
    const data = await markSavedSearchSeen(c.var.services.database, c.var.user.id, c.req.valid('param').id);
    return c.json({ data, message: savedSearchMessages.updated }, 200);
  })
  .openapi(remove, async (c) => {
    await deleteSavedSearch(c.var.services.database, c.var.user.id, c.req.valid('param').id);
    return c.json({ message: savedSearchMessages.deleted }, 200);
  })
  .openapi(unsubscribe, async (c) => {
    const { services } = c.var;
    const row = await savedSearchOfUnsubscribeLink(
      services.database,
      services.config.authSecret,
      c.req.valid('param').id,
      c.req.valid('query').token,
    );
    return c.html(confirmUnsubscribePage(row.name, row.frequency), 200);
  })
  .openapi(unsubscribeOneClick, async (c) => {
    const { services } = c.var;
    const row = await unsubscribeSavedSearch(
      services.database,
      services.config.authSecret,
      c.req.valid('param').id,
      c.req.valid('query').token,
    );
    return c.html(unsubscribedPage(row.name), 200);
  });
