import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { daysFromToday } from '@domain/dates';
import type { Job } from '@domain/job';
import { assignmentCopy } from '@/content/assignment';
import { jobsCopy } from '@/content/jobs';
import { api } from '@/lib/api-client';
import { startApiServer, type ApiServer } from '@/testing/api-server';
import { uploadApplicationDocuments } from '@/testing/documents';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { JobFormDialog } from './job-form-dialog';

/**
 * Edit Job's driver picker against the real API (docs/decisions/040-safe-assignment.md): the demo content's
 * approved and active drivers have vehicles and credentials in order; a driver approved a moment ago has
 * neither, so the picker shows them with the rules they break, and the server refuses them when chosen.
 */
let server: ApiServer;
let job: Job;
let bare: { id: string; fullName: string };

beforeAll(async () => {
  server = await startApiServer();
  const tag = Math.random().toString(36).slice(2, 8);
  const password = 'Wheelchair-Van-2026';
  const documents = await uploadApplicationDocuments();
  const applied = await api.post('/api/drivers', {
    body: {
      ...documents,
      username: `picker_${tag}`,
      password,
      confirmPassword: password,
      fullName: `Avery Quinn ${tag}`,
      phoneNumber: '(267) 555-0142',
      email: `picker_${tag}@example.com`,
      city: 'Camden',
      state: 'NJ',
      vehicleInfo: '2020 Honda Odyssey',
      backgroundCheckConsent: true,
      contractAgreementSigned: true,
      digitalSignature: `Avery Quinn ${tag}`,
    },
  });
  bare = applied;
  await api.post('/api/login', { body: server.admin });
  await api.put('/api/drivers/{id}', {
    path: { id: applied.id },
    body: { status: 'approved', acknowledgeMissing: true },
  });
  const pickup = Date.now() + 2 * 86_400_000;
  job = await api.post('/api/jobs', {
    body: {
      patientName: `Ruth Feldman ${tag}`,
      patientPhone: '(215) 555-0177',
      levelOfService: 'ambulatory',
      pickupPlace: {
        street: '1200 Spruce St',
        city: 'Philadelphia',
        state: 'PA',
        zip: '19107',
        placeType: 'residence',
      },
      dropoffPlace: {
        street: '51 N 39th St',
        city: 'Philadelphia',
        state: 'PA',
        zip: '19104',
        placeType: 'dialysis_center',
      },
      pickupTime: new Date(pickup).toISOString(),
      dropoffTime: new Date(pickup + 45 * 60_000).toISOString(),
      jobRate: '65.00',
    },
  });
}, 120_000);
afterAll(() => server?.close());

const storedJob = () => api.get('/api/jobs/{id}', { path: { id: job.id } });
const optionFor = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });

describe("Edit Job's driver picker", () => {
  it('lists those who can take the job first, the others with their reasons, and shows the server refusing one', async () => {
    const { user } = renderWithProviders(<JobFormDialog mode={{ kind: 'edit', job }} onClose={() => undefined} />, {
      user: sessionUser('admin'),
      path: '/jobs',
    });
    const dialog = await screen.findByRole('dialog', { name: jobsCopy.form.editTitle });
    const picker = await within(dialog).findByRole('group', { name: assignmentCopy.legend });
    await waitFor(
      () => expect(within(picker).queryAllByRole('radio').length, picker.textContent ?? '').toBeGreaterThan(2),
      { timeout: 10_000 },
    );

    // Unassigned first (the job has no driver), then every driver who can take it, then those who cannot.
    const rows = within(picker)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!);
    expect((within(picker).getByRole('radio', { name: assignmentCopy.unassigned }) as HTMLInputElement).checked).toBe(
      true,
    );
    const eligible = rows.map((row) => row.dataset.eligible);
    expect(eligible.slice(1)).toEqual([...eligible.slice(1)].sort().reverse());
    expect(
      rows
        .filter((row) => row.dataset.eligible === 'true')
        .every((row) => within(row).queryByText(assignmentCopy.canTake)),
    ).toBe(true);

    const bareRow = optionFor(bare.fullName).closest('label')!;
    expect(bareRow.dataset.eligible).toBe('false');
    expect(within(bareRow).getByText('Driver has no vehicle')).toBeTruthy();
    expect(within(bareRow).getByText("Driver's licence missing or not verified")).toBeTruthy();
    expect(within(bareRow).getByText(assignmentCopy.noVehicle)).toBeTruthy();

    // Still selectable: the server's refusal is what the dispatcher sees.
    await user.click(optionFor(bare.fullName));
    await user.click(within(dialog).getByRole('button', { name: jobsCopy.form.save }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(' '),
      ).toContain(assignmentCopy.refusedTitle),
    );
    const alert = within(dialog)
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes(assignmentCopy.refusedTitle))!;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['Driver has no vehicle', 'HIPAA training missing or not verified']));
    expect(within(dialog).getByText('Driver has no vehicle', { selector: '#job-assignedDriverId-error' })).toBeTruthy();
    expect((await storedJob()).assignedDriverId).toBeNull();

    // A driver who can take it is saved.
    const first = rows.find((row) => row.dataset.eligible === 'true')!;
    await user.click(within(first).getByRole('radio'));
    await user.click(within(dialog).getByRole('button', { name: jobsCopy.form.save }));
    await waitFor(async () =>
      expect((await storedJob()).assignedDriverId).toBe(within(first).getByRole('radio').getAttribute('value')),
    );
  }, 60_000);
});

describe("Create New Job's driver picker", () => {
  const { labels } = jobsCopy.form;
  const rowOf = (name: string) => optionFor(name).closest('label')!;

  it('weighs the drivers for the job as typed, before it is saved, and again when the level changes', async () => {
    const { user } = renderWithProviders(<JobFormDialog mode={{ kind: 'create' }} onClose={() => undefined} />, {
      user: sessionUser('admin'),
      path: '/jobs',
    });
    const dialog = await screen.findByRole('dialog', { name: jobsCopy.form.createTitle });
    const picker = within(dialog).getByRole('group', { name: assignmentCopy.legend });

    // Nothing to judge yet: the drivers are listed without a verdict, and the hint says what is missing.
    expect(within(picker).getByText(assignmentCopy.draftHint)).toBeTruthy();
    await waitFor(
      () => expect(within(picker).queryByRole('radio', { name: new RegExp(bare.fullName) })).not.toBeNull(),
      { timeout: 10_000 },
    );
    expect(within(rowOf(bare.fullName)).queryByText('Driver has no vehicle')).toBeNull();
    expect(within(picker).queryByText(assignmentCopy.canTake)).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText(labels.levelOfService), 'Ambulatory');
    const day = daysFromToday(3);
    fireEvent.change(within(dialog).getByLabelText(labels.pickupTime), { target: { value: `${day}T10:00` } });
    fireEvent.change(within(dialog).getByLabelText(labels.dropoffTime), { target: { value: `${day}T10:45` } });

    // Weighed as Edit Job weighs a saved job: who can take it, and the rules the others break.
    await waitFor(() => expect(within(rowOf(bare.fullName)).queryByText('Driver has no vehicle')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(rowOf(bare.fullName).dataset.eligible).toBe('false');
    expect(within(picker).getByText(assignmentCopy.hint)).toBeTruthy();
    const eligible = within(picker)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!)
      .filter((row) => row.dataset.eligible === 'true');
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.every((row) => within(row).queryByText(assignmentCopy.canTake))).toBe(true);

    // A stretcher rider: only the demo's lift van carries one, so drivers who could take the walker now cannot.
    const cannotCarry = 'Vehicle cannot carry this level of service';
    expect(within(picker).queryByText(cannotCarry)).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(labels.levelOfService), 'Stretcher');
    await waitFor(() => expect(within(picker).queryAllByText(cannotCarry).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    const eligibleNow = within(picker)
      .getAllByRole('radio')
      .filter((radio) => radio.closest('label')!.dataset.eligible === 'true');
    expect(eligibleNow.length).toBeLessThan(eligible.length);
  }, 60_000);
});
