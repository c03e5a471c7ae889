import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { profileSchema } from '@domain/profile';
import { dashboardText } from '@/content/dashboard';
import { invalidFields } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { ProfileForm } from './profile-form';

const text = dashboardText.settings;
const partner = sessionUser('referral_partner', {
  firstName: 'Maria',
  lastName: null,
  email: 'maria@riverside.example',
});

let network: UnreliableNetwork;
afterEach(() => network.close());

const profileWrites = () => network.requests.filter((request) => request.path === '/api/user/profile');
const renderProfile = () => renderWithProviders(<ProfileForm user={partner} />, { user: partner, path: '/dashboard' });

describe('profile form, before anything is sent', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('drop');
  });

  it("starts from the account's own details, an unset name as empty", () => {
    renderProfile();
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Maria');
    expect(screen.getByLabelText('Last Name')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'maria@riverside.example');
  });

  it('refuses an emptied or malformed email under Email and sends nothing', async () => {
    const { user, container } = renderProfile();
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: text.profileSave }));
    await waitFor(() => expect(invalidFields(container)).toEqual({ Email: 'Valid email is required' }));

    await user.type(screen.getByLabelText('Email'), 'maria@riverside');
    await user.click(screen.getByRole('button', { name: text.profileSave }));
    await waitFor(() => expect(invalidFields(container)).toEqual({ Email: 'Valid email is required' }));
    expect(profileWrites()).toEqual([]);
  });

  it('limits a name to 100 characters', async () => {
    const { user, container } = renderProfile();
    await user.click(screen.getByLabelText('Last Name'));
    await user.paste('R'.repeat(101));
    await user.click(screen.getByRole('button', { name: text.profileSave }));
    await waitFor(() => expect(invalidFields(container)).toEqual({ 'Last Name': 'Must be at most 100 characters' }));
    expect(profileWrites()).toEqual([]);
  });
});

describe('profile form, while the profile is being saved', () => {
  beforeEach(async () => {
    network = await startUnreliableNetwork('stall');
  });

  it('sends PUT /api/user/profile with the trimmed details, shows it is saving, then reports a lost connection', async () => {
    const { user } = renderProfile();
    await user.type(screen.getByLabelText('Last Name'), ' Torres ');
    await user.click(screen.getByRole('button', { name: text.profileSave }));

    const sent = await network.waitForRequest((request) => request.path === '/api/user/profile');
    expect(sent.method).toBe('PUT');
    expect(profileSchema.parse(jsonBody(sent))).toEqual({
      firstName: 'Maria',
      lastName: 'Torres',
      email: 'maria@riverside.example',
    });
    expect(jsonBody(sent)).toEqual({ firstName: 'Maria', lastName: 'Torres', email: 'maria@riverside.example' });
    expect(await screen.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);

    network.dropHeld();
    expect(await screen.findByText(text.toasts.profileFailed.title)).toBeTruthy();
    expect(screen.getByText(text.toasts.profileFailed.description)).toBeTruthy();
    expect(await screen.findByRole('button', { name: text.profileSave })).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Last Name')).toHaveProperty('value', ' Torres ');
  });
});
