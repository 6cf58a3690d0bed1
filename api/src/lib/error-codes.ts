// A stable, machine-readable `code` on every error body (issue 35), beside the `message` people read.
//
// The code is the name the message already has in the contracts' catalogs (`phoneInvalid` in `messages` is
// `phone_invalid`; `notForOffers` in `offerMessages` is `offer_not_for_offers`), so a message and its
// code cannot drift apart and a new message gets its code with no extra step. A message that is not a catalog entry
// (one with a number in it, a provider's words) gets its status's code (`not_found`, `conflict`…).
// error-codes.test.ts checks that every catalog in contracts/src is listed here.

import { adminMessages } from '@naija-homes/contracts/admin';
import { adminDashboardMessages } from '@naija-homes/contracts/admin-dashboard';
import { adminPropertyMessages, adminPropertyQueryMessages } from '@naija-homes/contracts/admin-property';
import { agentMessages } from '@naija-homes/contracts/agent';
import { agentInsightMessages } from '@naija-homes/contracts/agent-insights';
import { apiKeyMessages } from '@naija-homes/contracts/api-key';
import { auditMessages } from '@naija-homes/contracts/audit';
import { billingMessages } from '@naija-homes/contracts/billing';
import { bookingMessages, calendarMessages } from '@naija-homes/contracts/booking';
import { chatMessages } from '@naija-homes/contracts/chat-messages';
import { compareMessages } from '@naija-homes/contracts/compare';
import { contactMessages } from '@naija-homes/contracts/contact';
import { contentMessages } from '@naija-homes/contracts/content';
import { dateRangeMessages } from '@naija-homes/contracts/date-range';
import { favouriteMessages } from '@naija-homes/contracts/favourite-messages';
import { freshnessMessages } from '@naija-homes/contracts/freshness';
import { geoMessages } from '@naija-homes/contracts/geo';
import { idempotencyMessages } from '@naija-homes/contracts/idempotency';
import { listingEventMessages } from '@naija-homes/contracts/insights';
import { inspectionMessages } from '@naija-homes/contracts/inspection';
import { leadMessages } from '@naija-homes/contracts/lead';
import { mapMessages } from '@naija-homes/contracts/map';
import { messages } from '@naija-homes/contracts/messages';
import { reportMessages } from '@naija-homes/contracts/moderation';
import { newsletterMessages } from '@naija-homes/contracts/newsletter-messages';
import { notificationMessages } from '@naija-homes/contracts/notification';
import { offerMessages } from '@naija-homes/contracts/offer';
import { pageMessages } from '@naija-homes/contracts/paging';
import { propertyMessages } from '@naija-homes/contracts/property-messages';
import { reviewMessages } from '@naija-homes/contracts/review';
import { savedSearchMessages } from '@naija-homes/contracts/saved-search';
import { searchMessages } from '@naija-homes/contracts/search';
import { supportMessages } from '@naija-homes/contracts/support';
import {
  fileMessages,
  imageMessages,
  listingFileMessages,
  multipartMessages,
  pdfMessages,
} from '@naija-homes/contracts/upload';
import { userMessages } from '@naija-homes/contracts/user';
import type { MiddlewareHandler } from 'hono';

/** The catalogs, common messages first: a text in two catalogs takes the first one's name. */
export const errorCatalogs: ReadonlyArray<{ prefix: string; catalog: Readonly<Record<string, unknown>> }> = [
  { prefix: '', catalog: messages },
  { prefix: 'admin_dashboard', catalog: adminDashboardMessages },
  { prefix: 'admin', catalog: adminMessages },
  { prefix: 'admin_property', catalog: adminPropertyMessages },
  { prefix: 'admin_property_query', catalog: adminPropertyQueryMessages },
  { prefix: 'agent_insight', catalog: agentInsightMessages },
  { prefix: 'agent', catalog: agentMessages },
  { prefix: 'api_key', catalog: apiKeyMessages },
  { prefix: 'audit', catalog: auditMessages },
  { prefix: 'billing', catalog: billingMessages },
  { prefix: 'booking', catalog: bookingMessages },
  { prefix: 'calendar', catalog: calendarMessages },
  { prefix: 'chat', catalog: chatMessages },
  { prefix: 'compare', catalog: compareMessages },
  { prefix: 'contact', catalog: contactMessages },
  { prefix: 'content', catalog: contentMessages },
  { prefix: 'date_range', catalog: dateRangeMessages },
  { prefix: 'favourite', catalog: favouriteMessages },
  { prefix: 'file', catalog: fileMessages },
  { prefix: 'freshness', catalog: freshnessMessages },
  { prefix: 'geo', catalog: geoMessages },
  { prefix: 'idempotency', catalog: idempotencyMessages },
  { prefix: 'image', catalog: imageMessages },
  { prefix: 'inspection', catalog: inspectionMessages },
  { prefix: 'lead', catalog: leadMessages },
  { prefix: 'listing_event', catalog: listingEventMessages },
  { prefix: 'listing_file', catalog: listingFileMessages },
  { prefix: 'map', catalog: mapMessages },
  { prefix: 'multipart', catalog: multipartMessages },
  { prefix: 'newsletter', catalog: newsletterMessages },
  { prefix: 'notification', catalog: notificationMessages },
  { prefix: 'offer', catalog: offerMessages },
  { prefix: 'page', catalog: pageMessages },
  { prefix: 'pdf', catalog: pdfMessages },
  { prefix: 'property', catalog: propertyMessages },
  { prefix: 'report', catalog: reportMessages },
  { prefix: 'review', catalog: reviewMessages },
  { prefix: 'saved_search', catalog: savedSearchMessages },
  { prefix: 'search', catalog: searchMessages },
  { prefix: 'support', catalog: supportMessages },
  { prefix: 'user', catalog: userMessages },
];

/** The code of an error whose message is not a catalog entry. */
export const statusErrorCodes: Readonly<Record<number, string>> = {
  400: 'invalid_input',
  401: 'not_signed_in',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'server_error',
  502: 'provider_unavailable',
  503: 'unavailable',
};

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const codeOfMessage = new Map<string, string>();
for (const { prefix, catalog } of errorCatalogs) {
  for (const [key, text] of Object.entries(catalog)) {
    if (typeof text !== 'string' || codeOfMessage.has(text)) continue;
    codeOfMessage.set(text, prefix ? `${prefix}_${snake(key)}` : snake(key));
  }
}

/** The code for an error answer: its message's catalog name, else its status's code. */
export function errorCode(status: number, message: unknown): string {
  const named = typeof message === 'string' ? codeOfMessage.get(message) : undefined;
  return named ?? statusErrorCodes[status] ?? (status >= 500 ? 'server_error' : 'request_refused');
}

/**
 * Adds `code` to every JSON error body that lacks one, whoever wrote it (a route, the validation hook, the origin
 * check, better-auth, app.onError), so that every error has the one shape `{ code, message, ... }`.
 */
export function errorCodes(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('application/json')) return;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return;
    }
    // An error body is one with a message; a probe's status document (/health, /ready) keeps its own shape.
    if (!body || typeof body !== 'object' || Array.isArray(body) || 'code' in body) return;
    const message = (body as { message?: unknown }).message;
    if (typeof message !== 'string') return;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify({ code: errorCode(response.status, message), ...body }), {
      status: response.status,
      headers,
    });
  };
}
