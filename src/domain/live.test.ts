import { describe, expect, it } from 'vitest';
import { readLiveChange } from './live';

describe("a live stream's message", () => {
  it('names the record type and id of a change', () => {
    expect(readLiveChange({ type: 'job', id: '3F0C6A52-8D1E-4B7A-9C2D-5E6F7A8B9C0D' })).toEqual({
      type: 'job',
      id: '3F0C6A52-8D1E-4B7A-9C2D-5E6F7A8B9C0D',
    });
  });

  it('is refused when the type is unknown, the id is not a UUID, or it is not an object', () => {
    for (const value of [
      { type: 'rider', id: '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d' },
      { type: 'job', id: 'x' },
      { type: 'job' },
      null,
      'job',
      42,
    ])
      expect(readLiveChange(value)).toBeNull();
  });
});
