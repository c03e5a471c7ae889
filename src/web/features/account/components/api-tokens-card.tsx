import { useId, useState, type FormEvent } from 'react';
import {
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@domain/api-token';
import { todayIn } from '@domain/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TableScroll } from '@/components/ui/table-scroll';
import { apiTokensText as text } from '@/content/dashboard';
import { useCompany } from '@/lib/company-profile';
import { useSend } from '@/lib/use-send';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

const FIELDS = ['name', 'scopes', 'expiresOn'] as const;

const addDays = (day: string, days: number) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};
const dayText = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
/** A token works to the end of its last day: it stops at the start of the next, and that day is not its last. */
const lastDayText = (expiresAt: string, timeZone: string) =>
  dayText(new Date(Date.parse(expiresAt) - 1).toISOString(), timeZone);

function statusOf(token: ApiToken, now: number) {
  if (token.revokedAt) return { label: text.revoked, tone: 'neutral' as const };
  if (Date.parse(token.expiresAt) <= now) return { label: text.expired, tone: 'yellow' as const };
  return { label: text.active, tone: 'green' as const };
}

/** The secret, once: copied from here or lost. */
function NewSecret({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-ink">{text.secretHeading}</p>
      <p className="text-sm text-ink">{text.secretLead}</p>
      <code className="rounded bg-white p-2 font-mono text-sm break-all text-ink">{token.secret}</code>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void navigator.clipboard.writeText(token.secret).then(() => setCopied(true))}
        >
          {copied ? text.copied : text.copy}
        </Button>
        <Button onClick={onDone}>{text.done}</Button>
      </div>
    </div>
  );
}

function RevokeButton({ token }: { token: ApiToken }) {
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeApiToken();
  const sending = useSend({
    run: (id: string) => revoke.mutateAsync(id),
    succeeded: text.toasts.revoked,
    done: () => setAsking(false),
    failed: text.toasts.revokeFailed,
  });
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {text.revoke}
        <span className="sr-only"> {token.name}</span>
      </Button>
    );
  return (
    <div className="grid gap-2">
      <p className="text-sm text-ink">{text.revokeConfirm(token.name)}</p>
      <div className="flex gap-2">
        <Button variant="destructive" disabled={sending.pending} onClick={() => void sending.send(token.id)}>
          {text.revoke}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/**
 * API tokens for integrations (docs/decisions/102-api-tokens.md): make one with its scopes and last day, copy its
 * secret once, see when each was last used, revoke one. Administrators only; the server refuses anyone else.
 */
export function ApiTokensCard() {
  const company = useCompany();
  const today = todayIn(company.timeZone);
  const formId = useId();
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [expiresOn, setExpiresOn] = useState(() => addDays(today, 90));
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  // Expiry is read against the moment the card opened: a token that runs out while it is open shows so on the next visit.
  const [now] = useState(() => Date.now());
  const sending = useSend({
    run: (body: { name: string; scopes: ApiTokenScope[]; expiresOn: string }) => create.mutateAsync(body),
    succeeded: text.toasts.created,
    done: (token) => {
      sending.setErrors({});
      setMade(token);
      setName('');
      setScopes([]);
    },
    failed: text.toasts.createFailed,
    fields: FIELDS,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.send({ name, scopes, expiresOn });
  };

  return (
    <div className="grid gap-6">
      {made ? <NewSecret token={made} onDone={() => setMade(null)} /> : null}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${formId}-name`} label={text.name} hint={text.nameHint} error={sending.errors.name}>
            {(control) => (
              <Input {...control} value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
            )}
          </FormField>
          <FormField
            id={`${formId}-expires`}
            label={text.expiresOn}
            hint={text.expiresHint}
            error={sending.errors.expiresOn}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                min={today}
                max={addDays(today, 365)}
                value={expiresOn}
                onChange={(e) => setExpiresOn(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <fieldset
          className="grid gap-1"
          aria-describedby={sending.errors.scopes ? `${formId}-scopes-error` : undefined}
        >
          <legend className="text-sm font-medium text-ink">{text.scopes}</legend>
          <div className="grid sm:grid-cols-2">
            {API_TOKEN_SCOPES.map((scope) => (
              <CheckboxField
                key={scope}
                id={`${formId}-${scope}`}
                label={
                  <span>
                    {API_TOKEN_SCOPE_LABELS[scope]} <code className="text-sm text-muted">{scope}</code>
                  </span>
                }
                checked={scopes.includes(scope)}
                onChange={(e) => setScopes(e.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))}
              />
            ))}
          </div>
          {sending.errors.scopes ? (
            <p id={`${formId}-scopes-error`} className="text-sm font-medium text-red-800">
              {sending.errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit" disabled={sending.pending}>
            {sending.pending ? text.creating : text.create}
          </Button>
        </div>
      </form>
      {tokens.isError ? (
        <p className="text-sm text-red-800">{text.loadFailed}</p>
      ) : tokens.data && tokens.data.length === 0 ? (
        <p className="text-sm text-muted">{text.empty}</p>
      ) : tokens.data ? (
        <TableScroll label={text.listCaption}>
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">{text.listCaption}</caption>
            <thead className="border-b border-slate-200 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-2 py-2">
                  {text.columns.name}
                </th>
                <th scope="col" className="px-2 py-2">
                  {text.columns.scopes}
                </th>
                <th scope="col" className="px-2 py-2">
                  {text.columns.expires}
                </th>
                <th scope="col" className="px-2 py-2">
                  {text.columns.lastUsed}
                </th>
                <th scope="col" className="px-2 py-2">
                  {text.columns.status}
                </th>
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">{text.revoke}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.map((token) => {
                const status = statusOf(token, now);
                return (
                  <tr key={token.id} className="border-b border-slate-100 align-top">
                    <th scope="row" className="px-2 py-2 font-medium text-ink">
                      {token.name}
                      <span className="block font-mono text-xs text-muted">{token.prefix}…</span>
                    </th>
                    <td className="px-2 py-2 font-mono text-xs">{token.scopes.join(' ')}</td>
                    <td className="px-2 py-2 whitespace-nowrap">{lastDayText(token.expiresAt, company.timeZone)}</td>
                    <td className="px-2 py-2 whitespace-nowrap">
                      {token.lastUsedAt ? dayText(token.lastUsedAt, company.timeZone) : text.never}
                    </td>
                    <td className="px-2 py-2">
                      <Badge tone={status.tone} className="normal-case">
                        {status.label}
                      </Badge>
                    </td>
                    <td className="px-2 py-2">
                      {status.label === text.active ? <RevokeButton token={token} /> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </div>
  );
}
