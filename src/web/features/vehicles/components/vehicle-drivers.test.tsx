import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { vehiclesCopy } from '@/content/vehicles';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { VehicleDrivers } from './vehicle-drivers';

describe("A vehicle's drivers", () => {
  it('names each driver who drives it now', () => {
    renderWithProviders(
      <VehicleDrivers
        drivers={[
          { id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', fullName: 'Jordan Lee' },
          { id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', fullName: 'Ruth Adler' },
        ]}
      />,
      { user: sessionUser('admin') },
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Jordan Lee', 'Ruth Adler']);
    expect(document.body.textContent).not.toContain('One driver drives this vehicle now');
  });

  it('says so when nobody drives it', () => {
    renderWithProviders(<VehicleDrivers drivers={[]} />, { user: sessionUser('admin') });
    expect(screen.getByText(vehiclesCopy.details.noDrivers)).toBeTruthy();
  });
});
