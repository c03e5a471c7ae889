import { useState } from 'react';
import type { SessionUser } from '@domain/auth';
import { hasMfaEnabled, type MfaSetup } from '@domain/mfa';
import { Badge } from '@/components/ui/badge';
import { mfaSettingsText as text } from '@/content/dashboard';
import { MfaEnrolForm } from './mfa-enrol-form';
import { MfaRecoveryCodes } from './mfa-recovery-codes';
import { MfaSetUpButton } from './mfa-set-up-button';
import { MfaTurnOffForm } from './mfa-turn-off-form';

/** An administrator turns two-step sign-in on or off (docs/security.md, ASVS 6.3.3). */
export function MfaCard({ user }: { user: SessionUser }) {
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = hasMfaEnabled(user);

  let body;
  if (recoveryCodes) body = <MfaRecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (enabled) body = <MfaTurnOffForm />;
  else if (setup)
    body = (
      <MfaEnrolForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  else body = <MfaSetUpButton onSetup={setSetup} />;

  return (
    <div className="grid gap-5">
      <p className="flex items-center gap-2 text-sm">
        <span className="font-medium text-ink">{text.status}:</span>
        <Badge tone={enabled ? 'green' : 'neutral'}>{enabled ? text.on : text.off}</Badge>
      </p>
      {body}
    </div>
  );
}
