import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loginSchema } from '@domain';
import { errorUnderField, invalidFields } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

let network: UnreliableNetwork;
afterEach(() => network.close());

const renderLogin = () => renderWithProviders(<LoginForm idPrefix="login" submitLabel="Sign In" />, { path: '/auth' });
const logins = () => network.requests.filter((request) => request.path === '/api/login');

describe('login form, before anything is sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('drop');
  });

  it('shows the minimums under both fields of an empty form and sends nothing', async () => {
    const { user, container } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(invalidFields(container)).toEqual({
        Username: 'Username must be at least 3 characters',
        Password: 'Password must be at least 6 characters',
      }),
    );
    expect(logins()).toEqual([]);
  });

  it('judges each field on its own: a good username, a short password', async () => {
    const { user, container } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'dispatcher');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(invalidFields(container)).toEqual({ Password: 'Password must be at least 6 characters' }),
    );
    expect(errorUnderField('Username')).toBeNull();
    expect(logins()).toEqual([]);
  });

  it('clears a message once the field is corrected and submitted again', async () => {
    const { user, container } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(errorUnderField('Username')).toBe('Username must be at least 3 characters'));

    await user.type(screen.getByLabelText('Username'), 'c');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(logins()).toHaveLength(1));
    expect(invalidFields(container)).toEqual({});
  });
});

describe('login form, while the sign-in is on its way', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('stall');
  });

  it('sends the credentials as the API reads them, says it is signing in, then reports a lost connection', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), '  dispatcher ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const sent = await network.waitForRequest((request) => request.path === '/api/login');
    expect(sent.method).toBe('POST');
    // The same schema as the server's; the username arrives trimmed.
    expect(loginSchema.parse(jsonBody(sent))).toEqual({ username: 'dispatcher', password: 'correct horse' });
    expect(jsonBody(sent)).toEqual({ username: 'dispatcher', password: 'correct horse' });
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toHaveProperty('disabled', true);

    network.dropHeld();
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
    // Nothing typed is lost, and the user can try again.
    expect(await screen.findByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'correct horse');
  });
});
