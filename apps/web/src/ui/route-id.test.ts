import { describe, expect, it } from 'vitest';
import { parseRecordId as parseUserId } from './route-id';

describe('parseUserId', () => {
  it('accepts positive integers only', () => {
    expect(parseUserId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12a', '9999999999'])
      expect(parseUserId(bad)).toBeNull();
  });
});
