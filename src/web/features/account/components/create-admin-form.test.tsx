import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { adminAccountSchema } from '@domain/profile';
import { dashboardText } from '@/content/dashboard';
import { invalidFields } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { CreateAdminForm } from './create-admin-form';

const text = dashboardText.settings;
const admin = sessionUser('admin');

let network: UnreliableNetwork;
afterEach(() => network.close());

const adminWrites = () => network.requests.filter((request) => request.path === '/api/admin/users');
const renderCreateAdmin = () => renderWithProviders(<CreateAdminForm />, { user: admin, path: '/dashboard' });

describe('create-administrator form, before anything is sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('drop');
  });

  it('puts the account rules under their fields on an empty form and sends nothing', async () => {
    const { user, container } = renderCreateAdmin();
    await user.click(screen.getByRole('button', { name: text.createAdminSave }));

    await waitFor(() =>
      expect(invalidFields(container)).toEqual({
        Username: 'Username must be at least 3 characters',
        Email: 'Valid email is required',
        Password: 'Password must be at least 8 characters',
      }),
    );
    expect(adminWrites()).toEqual([]);
  });

  it("says the passwords don't match under Confirm Password", async () => {
    const { user, container } = renderCreateAdmin();
    await user.type(screen.getByLabelText('Username'), 'ops.lead');
    await user.type(screen.getByLabelText('Email'), 'ops@example.org');
    await user.type(screen.getByLabelText('Password'), 'a long admin secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'a long admin secre');
    await user.click(screen.getByRole('button', { name: text.createAdminSave }));

    await waitFor(() => expect(invalidFields(container)).toEqual({ 'Confirm Password': "Passwords don't match" }));
    expect(adminWrites()).toEqual([]);
  });
});

describe('create-administrator form, while the account is being created', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('stall');
  });

  it('sends POST /api/admin/users with an Idempotency-Key, shows it is working, then reports a lost connection', async () => {
    const { user } = renderCreateAdmin();
    await user.type(screen.getByLabelText('First Name'), 'Ola');
    await user.type(screen.getByLabelText('Username'), 'ops.lead');
    await user.type(screen.getByLabelText('Email'), 'ops@example.org');
    await user.type(screen.getByLabelText('Password'), 'a long admin secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'a long admin secret');
    await user.click(screen.getByRole('button', { name: text.createAdminSave }));

    const sent = await network.waitForRequest((request) => request.path === '/api/admin/users');
    expect(sent.method).toBe('POST');
    expect(adminAccountSchema.parse(jsonBody(sent))).toEqual({
      firstName: 'Ola',
      lastName: '',
      username: 'ops.lead',
      email: 'ops@example.org',
      password: 'a long admin secret',
      confirmPassword: 'a long admin secret',
    });
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('button', { name: 'Creating…' })).toHaveProperty('disabled', true);

    network.dropHeld();
    expect(await screen.findByText(text.toasts.adminFailed.title)).toBeTruthy();
    expect(screen.getByText(text.toasts.adminFailed.description)).toBeTruthy();
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'ops.lead');
  });
});
