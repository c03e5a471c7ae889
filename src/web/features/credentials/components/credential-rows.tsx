import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { CREDENTIAL_LABELS, type Credential, type CredentialKind, type DriverCredentials } from '@domain/credential';
import { CredentialStateBadge } from '@/components/ui/status-badges';
import { credentialsCopy as copy } from '@/content/credentials';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/dates';

/** What a kind's row shows: the credential that decides its state, and a renewal waiting for verification. */
export interface KindLine {
  kind: CredentialKind;
  state: string;
  expiresOn: string | null;
  current: Credential | undefined;
  waiting: Credential | undefined;
}

export function kindLines(data: DriverCredentials): KindLine[] {
  return data.summary.map((line) => {
    const ofKind = data.items.filter((c) => c.kind === line.kind);
    const current = ofKind.find(
      (c) => c.expiresOn === line.expiresOn && (c.verifiedAt !== null || line.state === 'unverified'),
    );
    const waiting = ofKind.find((c) => c.verifiedAt === null);
    return { ...line, current, waiting };
  });
}

export function DocumentLink({
  objectId,
  label,
  className,
}: {
  objectId: string | null;
  label: string;
  className?: string;
}) {
  if (!objectId) return null;
  return (
    <a
      href={`/objects/${objectId}`}
      target="_blank"
      rel="noopener"
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50',
        className,
      )}
    >
      {copy.view}
      <span className="sr-only"> {label} (opens in a new tab)</span>
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

/** One row per kind of credential: its name, state, expiry and document, and an action the screen gives it. */
export function CredentialRows({
  lines,
  action,
  large = false,
}: {
  lines: KindLine[];
  action: (line: KindLine) => ReactNode;
  large?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {lines.map((line) => {
        const label = CREDENTIAL_LABELS[line.kind];
        return (
          <li
            key={line.kind}
            className={cn('grid gap-2 px-3 sm:grid-cols-[1fr_auto] sm:items-center', large ? 'py-4' : 'py-2.5')}
            data-testid={`credential-${line.kind}`}
          >
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className={cn('font-medium text-ink', large && 'text-lg')}>{label}</span>
                <CredentialStateBadge state={line.state} />
              </div>
              <p className="mt-0.5 text-sm text-muted">
                {copy.expiresOn}: {line.expiresOn ? formatCalendarDate(line.expiresOn) : copy.noExpiry}
                {line.waiting && line.state !== 'unverified' ? (
                  <span className="ml-1 text-slate-700">
                    · renewal waiting (expires {formatCalendarDate(line.waiting.expiresOn)})
                  </span>
                ) : null}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 sm:justify-end">
              <DocumentLink objectId={line.current?.objectId ?? null} label={label} />
              {action(line)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
