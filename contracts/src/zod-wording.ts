// What a person reads when a value fails a schema that wrote no message of its own for that case. zod's own
// wording ("Invalid input: expected string, received number", "Too small: expected string to have >=3 characters")
// is for programmers; every answer of ours says in words which field is wrong and what it wants, the way the spec's
// messages do ("Title must contain at least 8 characters"). Schemas with their own message keep it: zod asks this
// map only when a schema has none.
import type * as z from 'zod';
import { messages } from './messages';

type Issue = z.core.$ZodRawIssue;

/** Words for keys whose name alone would read oddly. */
const fieldWords: Record<string, string> = {
  _id: 'id',
  id: 'id',
  url: 'link',
  importUrl: 'calendar link',
  lat: 'latitude',
  lng: 'longitude',
  bbox: 'map area',
  q: 'search text',
};

/** `offerPrice` → `offer price`, `check_in` → `check in`, the last named key of the path ("this value" for none). */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'this value';
  const words = fieldWords[key] ?? key.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.toLowerCase().trim();
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function typeWords(expected: string): string {
  switch (expected) {
    case 'string':
      return 'text';
    case 'number':
    case 'int':
    case 'bigint':
      return expected === 'int' ? 'a whole number' : 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
    case 'tuple':
    case 'set':
      return 'a list';
    case 'date':
      return 'a date';
    case 'file':
      return 'a file';
    default:
      return 'a set of fields';
  }
}

const unit = (origin: string, count: number | bigint) => {
  const one = Number(count) === 1;
  if (origin === 'string') return one ? 'character' : 'characters';
  if (origin === 'file') return one ? 'byte' : 'bytes';
  return one ? 'item' : 'items';
};

const formatWords: Record<string, string> = {
  email: 'must be a valid email address',
  url: 'must be a valid link (https://…)',
  uuid: 'is not a valid id',
  guid: 'is not a valid id',
  date: 'must be a date (YYYY-MM-DD)',
  datetime: 'must be a date and time',
  time: 'must be a time',
  ipv4: 'must be an IP address',
  ipv6: 'must be an IP address',
  base64: 'is not valid',
  starts_with: 'does not start as it should',
  ends_with: 'does not end as it should',
  includes: 'is missing a required part',
  regex: 'is not in the expected format',
};

/** zod's global error map (contracts/zod.ts): a sentence a person understands, naming the field. */
export function humanIssueMessage(issue: Issue): string {
  const label = fieldLabel(issue.path);
  const Label = capital(label);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) {
        return issue.path?.length ? `${Label} is required` : 'Please send the details as a JSON object';
      }
      if (typeof issue.input === 'number' && Number.isNaN(issue.input)) return `${Label} must be a number`;
      return issue.path?.length
        ? `${Label} must be ${typeWords(issue.expected)}`
        : 'Please send the details as a JSON object';
    }
    case 'too_small': {
      const minimum = issue.minimum;
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'file') {
        if (Number(minimum) <= 1 && issue.origin === 'string') return `${Label} is required`;
        const size = `${minimum} ${unit(issue.origin, minimum)}`;
        return issue.exact ? `${Label} must contain exactly ${size}` : `${Label} must contain at least ${size}`;
      }
      if (issue.origin === 'date') return `${Label} must be on or after ${String(minimum)}`;
      return issue.inclusive === false
        ? `${Label} must be greater than ${minimum}`
        : `${Label} must be at least ${minimum}`;
    }
    case 'too_big': {
      const maximum = issue.maximum;
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'file') {
        const size = `${maximum} ${unit(issue.origin, maximum)}`;
        return issue.exact ? `${Label} must contain exactly ${size}` : `${Label} must contain upto ${size}`;
      }
      if (issue.origin === 'date') return `${Label} must be on or before ${String(maximum)}`;
      return issue.inclusive === false
        ? `${Label} must be less than ${maximum}`
        : `${Label} must be at most ${maximum}`;
    }
    case 'invalid_value': {
      const values = issue.values.map(String);
      if (values.length === 1) return `${Label} must be ${values[0]}`;
      if (values.length > 0 && values.length <= 6) return `${Label} must be one of: ${values.join(', ')}`;
      return `Please choose a valid ${label}`;
    }
    case 'invalid_format':
      return `${Label} ${formatWords[issue.format] ?? 'is not in the expected format'}`;
    case 'not_multiple_of':
      return issue.divisor === 0.01 || issue.divisor === 0.1
        ? `${Label} can have at most two decimals`
        : `${Label} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return messages.onlyAllowedFields;
    case 'invalid_key':
    case 'invalid_element':
      return `${Label} has an entry that is not valid`;
    case 'invalid_union':
    case 'custom':
      return `${Label} is not valid`;
    default:
      return `${Label} is not valid`;
  }
}
