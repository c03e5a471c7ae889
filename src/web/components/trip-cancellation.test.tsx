import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_TRIP_POLICY } from '@domain/trip-policy';
import { cancellationCopy as copy } from '@/content/cancellation';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { renderWithProviders } from '@/testing/render';
import { CancelWhyFields } from './cancel-why-fields';
import { CancelTripForm, type CancelTripBody } from './trip-cancellation';

/**
 * The cancellation every staff screen shares (docs/decisions/047-legs-returns-cancellations.md): the board's leg
 * panel and the job list's dialog use the whole form, the bulk cancel its reason and who-asked fields.
 */
const words = {
  keep: 'Keep leg',
  confirm: 'Cancel leg',
  done: 'Leg cancelled',
  failed: 'The leg could not be cancelled',
};
const policy = [queryKeys.policies(), { trip: { ...DEFAULT_TRIP_POLICY, lateCancellationHours: 72 } }] as const;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function showForm(
  pickupTime: string | null,
  cancel: (body: CancelTripBody) => Promise<unknown>,
  onBack = vi.fn(),
  onDone = vi.fn(),
) {
  const shown = renderWithProviders(
    <CancelTripForm
      idPrefix="leg-cancel"
      pickupTime={pickupTime}
      hasReturn={false}
      cancel={cancel}
      pending={false}
      words={words}
      label="Cancel this leg"
      lead="Cancel Ruth's leg."
      onBack={onBack}
      onDone={onDone}
    />,
    { cached: [policy] },
  );
  return { ...shown, onBack, onDone };
}

describe('cancelling a trip', () => {
  it('warns of a late cancellation by the company’s policy, and not for a will-call with no pickup yet', () => {
    const { unmount } = showForm(inHours(48), vi.fn());
    expect(screen.getByRole('note').textContent).toBe(copy.late(72));
    unmount();
    showForm(null, vi.fn());
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('form', { name: 'Cancel this leg' })).toBeTruthy();
    expect(screen.getByText("Cancel Ruth's leg.")).toBeTruthy();
  });

  it('goes back with Keep and sends nothing', async () => {
    const cancel = vi.fn();
    const { user, onBack } = showForm(inHours(100), cancel);
    await user.click(screen.getByRole('button', { name: 'Keep leg' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('sends no return when there is none, and puts the server’s word on a field under that field', async () => {
    const cancel = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, 'Bad Request', { message: 'Invalid input', fieldErrors: { note: 'Too long' } }),
      )
      .mockResolvedValueOnce({});
    const { user, onDone } = showForm(inHours(100), cancel);
    await user.selectOptions(screen.getByLabelText(copy.reason), 'Rider cancelled');
    await user.selectOptions(screen.getByLabelText(copy.requestedBy), 'rider');
    await user.click(screen.getByRole('button', { name: 'Cancel leg' }));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(screen.getByLabelText(copy.note).getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(words.failed)).toBeTruthy();
    expect(cancel).toHaveBeenLastCalledWith({ reason: 'rider', requestedBy: 'rider', note: null, cancelReturn: false });
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel leg' }));
    expect(await screen.findByText(words.done)).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('gives the bulk cancel the same reason and who-asked choices on its own state', async () => {
    function Bulk() {
      const [reason, setReason] = useState('');
      return (
        <CancelWhyFields
          idPrefix="bulk-cancel"
          reason={{ value: reason, onChange: (event) => setReason(event.currentTarget.value) }}
          requestedBy={{ value: '', onChange: () => undefined }}
        />
      );
    }
    const { user } = renderWithProviders(<Bulk />);
    const reason = screen.getByLabelText(copy.reason) as HTMLSelectElement;
    expect(reason.id).toBe('bulk-cancel-reason');
    expect(screen.getByLabelText(copy.requestedBy).id).toBe('bulk-cancel-requested-by');
    await user.selectOptions(reason, 'Rider cancelled');
    expect(reason.value).toBe('rider');
  });
});
