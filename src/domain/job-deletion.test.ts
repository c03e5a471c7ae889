import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from './statuses';
import { deletionRefusal } from './job-deletion';

describe('which trips may be deleted', () => {
  it('keeps completed, cancelled and no-show trips and lets any other go', () => {
    const kept = JOB_STATUSES.filter((status) => deletionRefusal(status) !== null);
    expect(kept).toEqual(['completed', 'cancelled', 'no_show']);
    expect(deletionRefusal('cancelled')).toBe(
      'A cancelled trip is kept as a record of the cancellation, so it cannot be deleted',
    );
  });
});
