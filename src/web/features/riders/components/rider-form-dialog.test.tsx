import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Rider } from '@domain/rider';
import { ridersCopy } from '@/content/riders';
import { errorUnderField } from '@/testing/fields';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { RiderFormDialog } from './rider-form-dialog';

const { labels } = ridersCopy.form;
const ADMIN = { username: 'form.admin', password: 'Journey-Desk-Pass-77' };
const DUPLICATE = 'A rider with this name and date of birth already exists';

/**
 * The real API (src/server/main.ts) in a process of its own, on a fresh embedded database: the 409 under the
 * name is what the server answers, never a stand-in. The test page is moved to its origin and signs in
 * through POST /api/login, so the dialog's requests carry a real session.
 */
let server: ChildProcess;
let dataDir: string;
let origin: string;
let startupErrors = '';

/** Node's own HTTP client while the API starts, so the test page's console stays free of refused connections. */
const ready = (port: number) =>
  new Promise<boolean>((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/readyz' }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });

async function waitUntilReady(port: number) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) break;
    if (await ready(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not start: ${startupErrors}`);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rider-form-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (startupErrors += chunk.toString()));
  await waitUntilReady(port);
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/riders`);
  const login = await window.fetch('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
}, 90_000);

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('rider form against the real API', () => {
  it('shows the server’s 409 under Full name when the rider already exists', async () => {
    const rider = { fullName: 'Odette Varga', dateOfBirth: '1949-05-17', phone: '(215) 555-0161' };
    const first = await window.fetch('/api/riders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rider),
    });
    expect(first.status).toBe(201);

    const onClose = vi.fn();
    const { user } = renderWithProviders(<RiderFormDialog mode={{ kind: 'create' }} onClose={onClose} />, {
      user: sessionUser('admin'),
      path: '/riders',
    });
    await screen.findByRole('dialog', { name: ridersCopy.form.createTitle });
    // The same person typed with other case and spacing.
    await user.type(screen.getByLabelText(labels.fullName), '  odette   VARGA ');
    await user.type(screen.getByLabelText(labels.dateOfBirth), rider.dateOfBirth);
    await user.type(screen.getByLabelText(labels.phone), rider.phone);
    await user.click(screen.getByRole('button', { name: ridersCopy.form.create }));

    await waitFor(() => expect(errorUnderField(labels.fullName)).toBe(DUPLICATE), { timeout: 10_000 });
    expect(document.activeElement).toBe(screen.getByLabelText(labels.fullName));
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByText(ridersCopy.toasts.createFailed.title)).toBeTruthy();
  });

  it('sends the sex and codes claims state, shows a bad code under its field, and fills them in on edit', async () => {
    const onClose = vi.fn();
    const { user, unmount } = renderWithProviders(<RiderFormDialog mode={{ kind: 'create' }} onClose={onClose} />, {
      user: sessionUser('admin'),
      path: '/riders',
    });
    await screen.findByRole('dialog', { name: ridersCopy.form.createTitle });
    await user.type(screen.getByLabelText(labels.fullName), 'Bernard Kowalski');
    await user.type(screen.getByLabelText(labels.dateOfBirth), '1950-02-11');
    await user.type(screen.getByLabelText(labels.phone), '(215) 555-0166');
    await user.selectOptions(screen.getByLabelText(labels.sex), 'Male');
    await user.type(screen.getByLabelText(labels.diagnosisCodes), 'z992, kidneys');
    await user.click(screen.getByRole('button', { name: ridersCopy.form.create }));

    // The server's own message, checked in the browser before anything is sent.
    await waitFor(() =>
      expect(errorUnderField(labels.diagnosisCodes)).toBe('"kidneys" is not an ICD-10-CM code, such as Z99.2'),
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(labels.diagnosisCodes));
    await user.type(screen.getByLabelText(labels.diagnosisCodes), 'z992, n186');
    await user.click(screen.getByRole('button', { name: ridersCopy.form.create }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });

    const found = await window.fetch('/api/riders?q=Bernard%20Kowalski');
    const [rider] = ((await found.json()) as { items: Rider[] }).items;
    expect(rider).toMatchObject({ sex: 'M', diagnosisCodes: ['Z99.2', 'N18.6'] });
    unmount();

    renderWithProviders(<RiderFormDialog mode={{ kind: 'edit', rider: rider! }} onClose={vi.fn()} />, {
      user: sessionUser('admin'),
      path: '/riders',
    });
    await screen.findByRole('dialog', { name: ridersCopy.form.editTitle });
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>(labels.sex).value).toBe('M'));
    expect(screen.getByLabelText<HTMLInputElement>(labels.diagnosisCodes).value).toBe('Z99.2, N18.6');
    expect(errorUnderField(labels.diagnosisCodes)).toBeNull();
  });
});
