import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, sessionUser } from '@/testing/render';
import { UploadDocumentsDialog } from './upload-documents-dialog';

const LICENSE = '/objects/11111111-1111-4111-8111-111111111111';
const INSURANCE = '/objects/22222222-2222-4222-8222-222222222222';

describe('Upload New Documents', () => {
  it('shows the file on record in each slot that has one, and offers to replace it', async () => {
    const { user } = renderWithProviders(
      <UploadDocumentsDialog driver={{ licenseUrl: LICENSE, insuranceUrl: INSURANCE, w9Url: null }} />,
      {
        user: sessionUser('driver'),
        path: '/driver-portal',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Upload New Documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Documents' });

    expect(
      within(dialog)
        .getByRole('link', { name: "View the Driver's License on file (opens in a new tab)" })
        .getAttribute('href'),
    ).toBe(LICENSE);
    expect(
      within(dialog)
        .getByRole('link', { name: 'View the Insurance on file (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe(INSURANCE);
    expect(within(dialog).getAllByText('On file')).toHaveLength(2);
    expect(within(dialog).getAllByText('No file uploaded yet')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: "Replace Driver's License" })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload W-9 Form' })).toBeTruthy();
  });
});
