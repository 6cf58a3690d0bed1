// What a review page shows and asks, without the review's schema: an agent's page imports these on every visit,
// and the schema (with zod) loads only when a buyer starts writing (mfe-public review-box.tsx).
import { formatLagosMonth } from './format';

/** The shortest review posted: spec §5's input minimum (issue 31: a 3-character review was published). */
export const REVIEW_MIN = 5;

/** The shortest public answer an agent may give a review (issue 37). */
export const REVIEW_REPLY_MIN = 2;
/** The longest: the spec's review length (§9). */
export const REVIEW_REPLY_MAX = 300;
export const reviewReplyWords = {
  tooShort: `Reply must contain at least ${REVIEW_REPLY_MIN} characters`,
  tooLong: `Reply must contain upto ${REVIEW_REPLY_MAX} characters`,
} as const;

/** What is wrong with a reply before it is sent, in the schema's words (the form checks without loading zod). */
export function reviewReplyIssue(text: string): string | null {
  const length = text.trim().length;
  if (length < REVIEW_REPLY_MIN) return reviewReplyWords.tooShort;
  if (length > REVIEW_REPLY_MAX) return reviewReplyWords.tooLong;
  return null;
}

/** A rating in words, singular or plural as it should be: '1 star', '4 stars'. */
export function starsText(rating: number): string {
  return `${rating} star${rating === 1 ? '' : 's'}`;
}

/** What a review came from (issue 37): only a buyer who dealt with the agent reviews them. */
export const REVIEW_SOURCE_KINDS = ['chat', 'offer', 'booking', 'inspection'] as const;
export type ReviewSourceKind = (typeof REVIEW_SOURCE_KINDS)[number];

export interface ReviewSource {
  kind: ReviewSourceKind;
  /** The listing's city, when the interaction was about one that has one. */
  place: string | null;
  /** What the listing was for: 'sale' | 'rent' | 'short-let'. */
  purpose: string | null;
  /** When it happened (ISO). */
  at: string;
}

const OFFER_WORDS: Record<string, string> = {
  sale: 'an offer to buy',
  rent: 'an offer to rent',
  'short-let': 'an offer on a short-let',
};

/** The line under a review saying what it came from: 'after a short-let stay in Lekki, Nov 2026'. */
export function reviewSourceText(source: ReviewSource): string {
  const what =
    source.kind === 'booking'
      ? 'a short-let stay'
      : source.kind === 'inspection'
        ? 'an inspection'
        : source.kind === 'offer'
          ? (OFFER_WORDS[source.purpose ?? ''] ?? 'an offer')
          : 'a conversation';
  const place = source.kind !== 'chat' && source.place?.trim() ? ` in ${source.place.trim()}` : '';
  return `after ${what}${place}, ${formatLagosMonth(source.at)}`;
}

/** Who may review (issue 37), said to a buyer who has not dealt with the agent yet. */
export const REVIEW_NOT_YET =
  'You can review this agent after a conversation they answered, an offer, a short-let stay or an inspection with them.';
