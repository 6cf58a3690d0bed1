// Every contract takes zod from here, so one setting covers them all.
import * as z from 'zod';
import { humanIssueMessage } from './zod-wording';

// In a browser, zod's speed-up compiles parsers with new Function(), and merely probing for it is reported as a
// Content Security Policy violation on every page (no 'unsafe-eval' here). The server keeps the faster parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
// A schema without a message of its own for a case still answers in words a person understands (zod-wording.ts).
z.config({ customError: humanIssueMessage });

export { z };
