import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { vehiclesCopy } from '@/content/vehicles';
import { errorUnderField } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { VehicleFormDialog } from './vehicle-form-dialog';

const { labels } = vehiclesCopy.form;
let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('drop');
});
afterEach(() => network.close());

const vehicleWrites = () =>
  network.requests.filter((request) => request.method !== 'GET' && request.path.startsWith('/api/vehicles'));

describe('Add vehicle, before anything is sent (the server answers are the journey’s)', () => {
  it('puts the VIN check-digit and ramp/lift messages under their fields and sends nothing; fixed, it sends the VIN in capitals', async () => {
    const { user } = renderWithProviders(<VehicleFormDialog mode={{ kind: 'create' }} onClose={() => undefined} />, {
      user: sessionUser('admin'),
      path: '/vehicles',
    });
    await screen.findByRole('dialog', { name: vehiclesCopy.form.createTitle });
    await user.type(screen.getByLabelText(labels.number), 'R-7');
    await user.type(screen.getByLabelText(labels.plate), 'pa 777');
    await user.type(screen.getByLabelText(labels.make), 'Toyota');
    await user.type(screen.getByLabelText(labels.model), 'Sienna');
    await user.type(screen.getByLabelText(labels.year), '2021');
    await user.type(screen.getByLabelText(labels.vin), '1m8gdm9a1kp042788');
    await user.clear(screen.getByLabelText(labels.wheelchairPositions));
    await user.type(screen.getByLabelText(labels.wheelchairPositions), '1');
    await user.click(screen.getByRole('button', { name: vehiclesCopy.form.create }));

    await waitFor(() =>
      expect(errorUnderField(labels.vin)).toBe('VIN check digit does not match: check the VIN for a typing error'),
    );
    expect(errorUnderField(labels.liftOrRamp)).toBe(
      'A vehicle that carries wheelchairs or stretchers needs a ramp or lift',
    );
    expect(vehicleWrites()).toEqual([]);

    await user.clear(screen.getByLabelText(labels.vin));
    await user.type(screen.getByLabelText(labels.vin), '1m8gdm9axkp042788');
    await user.selectOptions(screen.getByLabelText(labels.liftOrRamp), 'ramp');
    await user.click(screen.getByRole('button', { name: vehiclesCopy.form.create }));
    const sent = await network.waitForRequest(
      (request) => request.method === 'POST' && request.path === '/api/vehicles',
    );
    expect(jsonBody(sent)).toMatchObject({
      number: 'R-7',
      plate: 'PA 777',
      vin: '1M8GDM9AXKP042788',
      year: 2021,
      wheelchairPositions: 1,
      liftOrRamp: 'ramp',
    });
  });
});
