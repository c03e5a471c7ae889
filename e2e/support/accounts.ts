import { expect, type Page } from '@playwright/test';
import { accountInput, SAMPLE_PASSWORD } from '../../src/server/demo/samples';

export const PASSWORD = SAMPLE_PASSWORD;

/** A new account's details (the shared sample), to register through the form or the API. */
export function newAccount(role: 'referral_partner' | 'driver' = 'referral_partner') {
  return accountInput({ role });
}

/** Registers through the Register tab of /auth, as a partner's case manager would. */
export async function registerThroughForm(page: Page, account: ReturnType<typeof newAccount>) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Role').selectOption(account.role);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function loginThroughForm(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The visible toast (Radix also renders an off-screen copy for screen readers, hence `exact`). */
export async function expectToast(page: Page, title: string, description?: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true })).toBeVisible();
}
