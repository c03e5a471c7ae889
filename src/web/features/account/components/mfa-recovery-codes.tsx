import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { mfaSettingsText as text } from '@/content/dashboard';

/** Shown once, right after two-step sign-in is turned on: the codes that stand in for a lost phone. */
export function MfaRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      toast(text.toasts.copied);
    } catch {
      toast({ ...text.toasts.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <section
      aria-labelledby="mfa-recovery-heading"
      className="grid gap-4 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h4 id="mfa-recovery-heading" className="font-semibold text-brand-900">
        {text.recoveryHeading}
      </h4>
      <p className="text-sm text-ink">{text.recoveryAdvice}</p>
      <ul
        aria-label={text.recoveryHeading}
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-ink sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()} className="w-full sm:w-auto">
          {copied ? text.copied : text.copy}
        </Button>
        <Button onClick={onDone} className="w-full sm:w-auto">
          {text.done}
        </Button>
      </div>
    </section>
  );
}
