import { useDeferredValue, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { workspaceText } from '@/content/workspace';
import { cn } from '@/lib/cn';
import { MIN_RIDER_SEARCH, useRiderSearch } from '@/lib/rider-search';

const text = workspaceText.search;

/**
 * The header's search (administrators): riders by name or phone as you type, and Enter (or the last result)
 * opens the jobs list filtered by the same words, whose address keeps the search.
 */
export function WorkspaceSearch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const deferred = useDeferredValue(q.trim());
  const riders = useRiderSearch(deferred);
  const [, navigate] = useLocation();
  const resultsId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const ready = deferred.length >= MIN_RIDER_SEARCH;
  const jobsHref = `/jobs?${new URLSearchParams({ q: deferred }).toString()}`;

  const finish = () => {
    setOpen(false);
    setQ('');
    onNavigate?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') setOpen(false);
    if (event.key === 'ArrowDown' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      panel.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    }
  };

  return (
    <form
      role="search"
      aria-label={text.label}
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        navigate(jobsHref);
        finish();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <Input
        type="search"
        aria-label={text.label}
        aria-controls={resultsId}
        placeholder={text.placeholder}
        autoComplete="off"
        value={q}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setQ(event.currentTarget.value);
          setOpen(true);
        }}
        className="h-10 pl-9"
      />
      <div
        id={resultsId}
        ref={panel}
        hidden={!open || q.length === 0}
        className="absolute inset-x-0 top-full z-50 mt-1 grid max-h-96 gap-1 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg"
      >
        {!ready ? (
          <p className="px-2 py-1 text-muted">{text.hint}</p>
        ) : (
          <>
            <p className="px-2 pt-1 text-xs font-semibold tracking-wide text-muted uppercase">{text.riders}</p>
            {riders.isFetching && !riders.data ? <p className="px-2 py-1 text-muted">{text.searching}</p> : null}
            {riders.data?.items.length === 0 ? <p className="px-2 py-1 text-muted">{text.none}</p> : null}
            <ul className="grid">
              {riders.data?.items.map((rider) => (
                <li key={rider.id}>
                  <Link
                    href={`/riders/${rider.id}`}
                    onClick={finish}
                    onKeyDown={onKeyDown}
                    className="flex min-h-10 items-center justify-between gap-3 rounded px-2 hover:bg-brand-50 focus:bg-brand-50"
                  >
                    <span className="truncate font-medium text-ink">{rider.fullName}</span>
                    <span className="shrink-0 text-muted">{rider.phone}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="px-2 pt-1 text-xs font-semibold tracking-wide text-muted uppercase">{text.jobs}</p>
            <Link
              href={jobsHref}
              onClick={finish}
              onKeyDown={onKeyDown}
              className="flex min-h-10 items-center rounded px-2 font-medium text-brand-800 hover:bg-brand-50 focus:bg-brand-50"
            >
              {text.jobsMatching(deferred)}
            </Link>
          </>
        )}
      </div>
    </form>
  );
}
