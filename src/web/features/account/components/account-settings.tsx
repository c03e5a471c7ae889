import type { ReactNode } from 'react';
import type { SessionUser } from '@domain/auth';
import { ROLE_LABELS } from '@domain/roles';
import { apiTokensText, dashboardText, mfaSettingsText, policiesText } from '@/content/dashboard';
import { ApiTokensCard } from './api-tokens-card';
import { CreateAdminForm } from './create-admin-form';
import { Detail } from '@/components/ui/detail-list';
import { MfaCard } from './mfa-card';
import { PasswordForm } from './password-form';
import { PoliciesCard } from './policies-form';
import { ProfileForm } from './profile-form';
import { SettingsCard } from './settings-card';

const text = dashboardText.settings;

/** A block of the company's settings that another feature owns, given by the page that combines them. */
export interface CompanySection {
  id: string;
  title: string;
  lead?: string;
  content: ReactNode;
}

/**
 * Decision 033 (and decision 003 for an admin): the account, its profile and password, and for an admin the company's
 * trip policies, `companySections` (the messages' words, docs/decisions/065-notifications.md), API tokens (102) and new
 * administrators.
 */
export function AccountSettings({
  user,
  companySections = [],
}: {
  user: SessionUser;
  companySections?: CompanySection[];
}) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Not set';
  return (
    <section aria-labelledby="settings-heading" className="grid gap-6">
      <h2 id="settings-heading" className="text-xl font-bold text-brand-900">
        {dashboardText.tabs.settings}
      </h2>
      <SettingsCard id="settings-account" title={text.account}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Name">{name}</Detail>
          <Detail label="Email">{user.email || 'Not set'}</Detail>
          <Detail label="Username">{user.username}</Detail>
          <Detail label="Role">{ROLE_LABELS[user.role]}</Detail>
        </dl>
      </SettingsCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <SettingsCard id="settings-profile" title={text.profile}>
          <ProfileForm key={user.updatedAt} user={user} />
        </SettingsCard>
        <SettingsCard id="settings-password" title={text.password}>
          <PasswordForm />
        </SettingsCard>
      </div>
      {user.role === 'admin' && (
        <SettingsCard id="settings-policies" title={policiesText.title} lead={policiesText.lead}>
          <PoliciesCard />
        </SettingsCard>
      )}
      {user.role === 'admin' &&
        companySections.map((section) => (
          <SettingsCard key={section.id} id={section.id} title={section.title} lead={section.lead}>
            {section.content}
          </SettingsCard>
        ))}
      {user.role === 'admin' && (
        <SettingsCard id="settings-mfa" title={mfaSettingsText.title} lead={mfaSettingsText.lead}>
          <MfaCard user={user} />
        </SettingsCard>
      )}
      {user.role === 'admin' && (
        <SettingsCard id="settings-api-tokens" title={apiTokensText.title} lead={apiTokensText.lead}>
          <ApiTokensCard />
        </SettingsCard>
      )}
      {user.role === 'admin' && (
        <SettingsCard id="settings-create-admin" title={text.createAdmin} lead={text.createAdminLead}>
          <CreateAdminForm />
        </SettingsCard>
      )}
    </section>
  );
}
