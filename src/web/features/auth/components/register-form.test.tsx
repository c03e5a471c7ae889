import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { registerSchema } from '@domain';
import { errorUnderField, invalidFields } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders } from '@/testing/render';
import { RegisterForm } from './register-form';

let network: UnreliableNetwork;
afterEach(() => network.close());

const renderRegister = () => renderWithProviders(<RegisterForm />, { path: '/auth' });
const registrations = () => network.requests.filter((request) => request.path === '/api/register');

describe('register form, before anything is sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('drop');
  });

  it('shows what each required field needs on an empty form and sends nothing', async () => {
    const { user, container } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(invalidFields(container)).toEqual({
        Username: 'Username must be at least 3 characters',
        Email: 'Valid email is required',
        Password: 'Password must be at least 8 characters',
      }),
    );
    expect(registrations()).toEqual([]);
  });

  it('refuses a username with spaces and a malformed email, each under its own field', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Username'), 'dana reyes');
    await user.type(screen.getByLabelText('Email'), 'dana@');
    await user.type(screen.getByLabelText('Password'), 'long enough pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(errorUnderField('Username')).toBe('Use letters, digits and . _ @ - only'));
    expect(errorUnderField('Email')).toBe('Valid email is required');
    expect(errorUnderField('Password')).toBeNull();
    expect(registrations()).toEqual([]);
  });

  it("says the passwords don't match under Confirm Password once the rest is right", async () => {
    const { user, container } = renderRegister();
    await user.type(screen.getByLabelText('Username'), 'dana.reyes');
    await user.type(screen.getByLabelText('Email'), 'dana@example.org');
    await user.type(screen.getByLabelText('Password'), 'long enough pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough pasS');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(invalidFields(container)).toEqual({ 'Confirm Password': "Passwords don't match" }));
    expect(registrations()).toEqual([]);
  });

  it('offers only the self-service roles: no administrator sign-up', () => {
    renderRegister();
    const options = within(screen.getByLabelText('Role')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Referral Partner', 'Driver']);
  });
});

describe('register form, while the account is being created', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('stall');
  });

  it('sends the body POST /api/register takes, shows it is working, then reports a lost connection', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('First Name'), ' Dana ');
    await user.type(screen.getByLabelText('Last Name'), 'Reyes');
    await user.type(screen.getByLabelText('Username'), 'dana.reyes');
    await user.type(screen.getByLabelText('Email'), 'dana@example.org');
    await user.selectOptions(screen.getByLabelText('Role'), 'Driver');
    await user.type(screen.getByLabelText('Password'), 'long enough pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const sent = await network.waitForRequest((request) => request.path === '/api/register');
    expect(sent.method).toBe('POST');
    expect(registerSchema.parse(jsonBody(sent))).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      username: 'dana.reyes',
      email: 'dana@example.org',
      role: 'driver',
      password: 'long enough pass',
      confirmPassword: 'long enough pass',
    });
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toHaveProperty('disabled', true);

    network.dropHeld();
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText('Failed to create account')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'dana.reyes');
  });
});
