import { describe, expect, it } from 'vitest';
import type { VehicleDocument } from '@domain/vehicle';
import { capacityText, documentState, nextExpiry } from './vehicle-display';

const doc = (kind: VehicleDocument['kind'], expiresOn: string): VehicleDocument => ({
  id: `${kind}-${expiresOn}`,
  vehicleId: 'v',
  kind,
  expiresOn,
  objectId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('vehicle display', () => {
  it('says what a vehicle carries', () => {
    expect(capacityText({ ambulatorySeats: 4, wheelchairPositions: 2, stretcherPositions: 0 })).toBe(
      '4 seats · 2 wheelchair · 0 stretcher',
    );
    expect(capacityText({ ambulatorySeats: 1, wheelchairPositions: 0, stretcherPositions: 1 })).toBe(
      '1 seat · 0 wheelchair · 1 stretcher',
    );
  });

  it('marks a document expired after its day and expiring within 30 days', () => {
    expect(documentState('2026-11-22', '2026-11-23')).toBe('expired');
    expect(documentState('2026-11-23', '2026-11-23')).toBe('expiring');
    expect(documentState('2026-12-23', '2026-11-23')).toBe('expiring');
    expect(documentState('2026-12-24', '2026-11-23')).toBe('valid');
  });

  it('takes the soonest of the latest expiry of each kind: a renewal replaces the old paper', () => {
    const documents = [
      doc('insurance', '2026-01-01'),
      doc('insurance', '2027-05-01'),
      doc('registration', '2027-03-01'),
    ];
    expect(nextExpiry(documents)?.id).toBe('registration-2027-03-01');
    expect(nextExpiry([])).toBeUndefined();
  });
});
