import type { SessionUser } from '@domain/auth';
import { messagesCopy } from '@/content/messages';
import { AccountSettings } from '@/features/account/components/account-settings';
import { MessageTemplates } from '@/features/messages/components/message-templates';

/** The admin's Settings tab: the account, and the company's settings with its message templates. */
export function AdminSettingsSection({ user }: { user: SessionUser }) {
  return (
    <AccountSettings
      user={user}
      companySections={[
        {
          id: 'settings-messages',
          title: messagesCopy.templates.title,
          lead: messagesCopy.templates.lead,
          content: <MessageTemplates />,
        },
      ]}
    />
  );
}
