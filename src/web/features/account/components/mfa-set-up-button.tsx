import type { MfaSetup } from '@domain/mfa';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { mfaSettingsText as text } from '@/content/dashboard';
import { errorMessage } from '@/lib/api-client';
import { useMfaSetup } from '../api/set-up-mfa';

/** The first step: ask the server for a new secret and its QR code. */
export function MfaSetUpButton({ onSetup }: { onSetup: (setup: MfaSetup) => void }) {
  const start = useMfaSetup();
  return (
    <div>
      <Button
        disabled={start.isPending}
        className="w-full sm:w-auto"
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: onSetup,
            onError: (error) =>
              toast({
                title: text.toasts.setupFailed.title,
                description: errorMessage(error, text.toasts.setupFailed.description),
                variant: 'destructive',
              }),
          })
        }
      >
        {start.isPending ? text.settingUp : text.setUp}
      </Button>
    </div>
  );
}
