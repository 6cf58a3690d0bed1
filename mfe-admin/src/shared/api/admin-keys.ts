/**
 * The root of every admin query key: a decision on a user (block, approve, reject) refreshes every admin list and
 * count at once by invalidating it.
 */
export const adminKeys = { all: ['admin'] as const };
