import { describe, expect, test } from 'bun:test';
import { changedProfileFields } from './profile-changes';

const before = { firstName: 'Ada', lastName: 'Obi', phoneNumber: '+2348031234567', bio: '' };

describe('changedProfileFields', () => {
  test('nothing changed sends nothing', () => {
    expect(changedProfileFields(before, { ...before }, 'AGENT')).toEqual({});
  });
  test('only the changed fields are sent', () => {
    expect(changedProfileFields(before, { ...before, lastName: 'Okafor' }, 'BUYER')).toEqual({ lastName: 'Okafor' });
  });
  test('admins never send a phone, only agents send a bio', () => {
    const after = { ...before, phoneNumber: '+2348090000000', bio: 'x'.repeat(50) };
    expect(changedProfileFields(before, after, 'ADMIN')).toEqual({});
    expect(changedProfileFields(before, after, 'BUYER')).toEqual({ phoneNumber: '+2348090000000' });
    expect(Object.keys(changedProfileFields(before, after, 'AGENT')).sort()).toEqual(['bio', 'phoneNumber']);
  });
});
