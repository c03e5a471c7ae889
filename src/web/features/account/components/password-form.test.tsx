import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { passwordChangeSchema } from '@domain/profile';
import { dashboardText } from '@/content/dashboard';
import { invalidFields } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { PasswordForm } from './password-form';

const text = dashboardText.settings;
const driver = sessionUser('driver');

let network: UnreliableNetwork;
afterEach(() => network.close());

const passwordWrites = () => network.requests.filter((request) => request.path === '/api/user/password');
const renderPassword = () => renderWithProviders(<PasswordForm />, { user: driver, path: '/dashboard' });

describe('password form, before anything is sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('drop');
  });

  it('asks for the current password and a new one of at least 8 characters, sending nothing', async () => {
    const { user, container } = renderPassword();
    await user.click(screen.getByRole('button', { name: text.passwordSave }));

    await waitFor(() =>
      expect(invalidFields(container)).toEqual({
        'Current Password': 'Current password is required',
        'New Password': 'Password must be at least 8 characters',
      }),
    );
    expect(passwordWrites()).toEqual([]);
  });

  it("says the passwords don't match under Confirm New Password", async () => {
    const { user, container } = renderPassword();
    await user.type(screen.getByLabelText('Current Password'), 'old secret');
    await user.type(screen.getByLabelText('New Password'), 'a new long secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'a new long secreT');
    await user.click(screen.getByRole('button', { name: text.passwordSave }));

    await waitFor(() => expect(invalidFields(container)).toEqual({ 'Confirm New Password': "Passwords don't match" }));
    expect(passwordWrites()).toEqual([]);
  });
});

describe('password form, while the change is being sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('stall');
  });

  it('sends PUT /api/user/password as the API reads it, shows it is saving, then reports a lost connection', async () => {
    const { user } = renderPassword();
    await user.type(screen.getByLabelText('Current Password'), 'old secret');
    await user.type(screen.getByLabelText('New Password'), 'a new long secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'a new long secret');
    await user.click(screen.getByRole('button', { name: text.passwordSave }));

    const sent = await network.waitForRequest((request) => request.path === '/api/user/password');
    expect(sent.method).toBe('PUT');
    expect(passwordChangeSchema.parse(jsonBody(sent))).toEqual({
      currentPassword: 'old secret',
      newPassword: 'a new long secret',
      confirmPassword: 'a new long secret',
    });
    expect(await screen.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);

    network.dropHeld();
    expect(await screen.findByText(text.toasts.passwordFailed.title)).toBeTruthy();
    expect(screen.getByText(text.toasts.passwordFailed.description)).toBeTruthy();
    // Nothing is cleared on a failure: the user may simply press the button again.
    expect(screen.getByLabelText('Current Password')).toHaveProperty('value', 'old secret');
  });
});
