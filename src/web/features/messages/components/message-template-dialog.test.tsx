import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MessageTemplate } from '@domain/message';
import { messagesCopy } from '@/content/messages';
import { errorUnderField } from '@/testing/fields';
import { jsonBody, startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { MessageTemplateDialog } from './message-template-dialog';

const copy = messagesCopy.templates;
const scheduled: MessageTemplate = {
  event: 'trip_scheduled',
  language: 'en',
  channel: 'sms',
  subject: 'Your ride on {{day}}',
  body: 'Hi {{firstName}}, see you ',
  defaultSubject: 'Your ride on {{day}}',
  defaultBody: 'Hi {{firstName}}, see you ',
  fields: ['firstName', 'day', 'companyPhone'],
  customized: false,
  updatedAt: null,
};

let network: UnreliableNetwork;
beforeEach(async () => {
  network = await startUnreliableNetwork('drop');
});
afterEach(() => network.close());

const writes = (path: string) => network.requests.filter((request) => request.path === path);
const renderDialog = () =>
  renderWithProviders(<MessageTemplateDialog template={scheduled} onClose={() => undefined} />, {
    user: sessionUser('admin'),
    path: '/dashboard',
  });

// The server's answers (the 422 naming an unknown field, the filled-in preview) are the journey's: e2e/message-templates.spec.ts.
describe('the editor of a text message', () => {
  it('has no subject, counts the characters, and puts a chosen field where the cursor is', async () => {
    const { user } = renderDialog();
    await screen.findByRole('dialog', { name: copy.dialogTitle('Trip scheduled') });
    expect(screen.queryByLabelText(copy.subject)).toBeNull();
    const body = screen.getByLabelText<HTMLTextAreaElement>(copy.body);
    expect(screen.getByText(copy.smsLength(26, 1))).toBeTruthy();

    body.setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: '{{day}}' }));
    expect(body.value).toBe('Hi {{day}}{{firstName}}, see you ');
    expect(document.activeElement).toBe(body);
    expect(body.selectionStart).toBe(10);
    expect(screen.getByText(copy.smsLength(33, 1))).toBeTruthy();
  });

  it('asks for a preview once typing pauses, not per key, with the subject the text keeps', async () => {
    const { user } = renderDialog();
    const body = await screen.findByLabelText<HTMLTextAreaElement>(copy.body);
    const preview = '/api/message-templates/trip_scheduled/preview?language=en';
    await waitFor(() => expect(writes(preview)).toHaveLength(1));
    await user.type(body, 'soon');
    const sent = await network.waitForRequest((request) => request.path === preview && request.body.includes('soon'));
    expect(jsonBody(sent)).toEqual({ subject: 'Your ride on {{day}}', body: 'Hi {{firstName}}, see you soon' });
    expect(writes(preview)).toHaveLength(2);
  });

  it('refuses an emptied message under the field and sends nothing', async () => {
    const { user } = renderDialog();
    const body = await screen.findByLabelText(copy.body);
    await user.clear(body);
    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(errorUnderField(copy.body)).toBe('Enter the message'));
    expect(writes('/api/message-templates/trip_scheduled')).toEqual([]);
  });
});
