// Idempotency-Key (issue 35, ADR 035): a write sent again with the same key gets the first answer again.

/** How long a key is remembered: a retry a day later is a new request. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const idempotencyMessages = {
  keyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  keyReused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed: try again shortly',
} as const;
