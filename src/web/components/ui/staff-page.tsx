import { type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Pencil, Plus } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { dashboardText } from '@/content/dashboard';
import { Button, buttonClasses } from './button';
import { Spinner } from './spinner';

const widths = { '4xl': 'max-w-4xl', '5xl': 'max-w-5xl', '6xl': 'max-w-6xl' } as const;

/** A workspace screen's frame: the same margins and column on every staff page, so moving between them does not shift the content. */
export function StaffPage({ width = '6xl', children }: { width?: keyof typeof widths; children: ReactNode }) {
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className={cn('mx-auto grid gap-6', widths[width])}>{children}</div>
    </div>
  );
}

/** The page's one h1, a line under it, and its main action at the right (under it, full width, on a phone). */
export function StaffPageHeader({ title, lead, action }: { title: ReactNode; lead?: ReactNode; action?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {/* Anywhere, not only at word ends: a flex heading's item is otherwise as wide as its longest word (a long name on a phone). */}
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight wrap-anywhere text-brand-900">
          {title}
        </h1>
        {lead ? <p className="mt-1 max-w-3xl text-muted">{lead}</p> : null}
      </div>
      {action}
    </header>
  );
}

/** A list page's "Add …" or "New …": the one large button a clerk looks for; a link when the form is a page of its own. */
export function AddButton({ children, ...to }: { children: ReactNode } & ({ onClick: () => void } | { href: string })) {
  const content = (
    <>
      <Plus aria-hidden="true" className="size-5" />
      {children}
    </>
  );
  if ('href' in to) {
    return (
      <Link href={to.href} className={cn(buttonClasses({ size: 'lg' }), 'w-full sm:w-auto')}>
        {content}
      </Link>
    );
  }
  return (
    <Button size="lg" onClick={to.onClick} className="w-full sm:w-auto">
      {content}
    </Button>
  );
}

/** A record page's "Edit": beside the record's name, secondary to the page's work. */
export function EditButton({ onClick, size, children }: { onClick: () => void; size?: 'lg'; children: ReactNode }) {
  return (
    <Button variant="secondary" size={size} onClick={onClick} className="w-full sm:w-auto">
      <Pencil aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** A record page's way back to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center gap-1.5 justify-self-start font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

interface RecordQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface RecordStateProps<T> {
  query: RecordQuery<T>;
  /** What the spinner says to a screen reader, e.g. "Loading the payer". */
  loading: string;
  text: { notFound: string; loadFailed: string };
  children: (record: T) => ReactNode;
}

/**
 * Why a record cannot be shown: "does not exist" for a 404, else the failure with "Try again". It is the page's
 * heading, unless the page already has one (a form page whose title stands either way).
 */
export function RecordProblem({
  error,
  text,
  onRetry,
  heading = 'h1',
}: {
  error: unknown;
  text: { notFound: string; loadFailed: string };
  onRetry: () => void;
  heading?: 'h1' | 'h2';
}) {
  const missing = error instanceof ApiError && error.status === 404;
  const Heading = heading;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
      <Heading className="text-xl font-semibold">{missing ? text.notFound : text.loadFailed}</Heading>
      {missing ? null : (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          {dashboardText.list.retry}
        </Button>
      )}
    </div>
  );
}

/** A record page until its record is in: a spinner, then the record, or the problem as the page's heading. */
export function RecordState<T>({ query, loading, text, children }: RecordStateProps<T>) {
  if (query.isPending) return <Spinner className="mx-auto flex justify-center py-10" label={loading} />;
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return <RecordProblem error={query.error} text={text} onRetry={() => void query.refetch()} />;
}
