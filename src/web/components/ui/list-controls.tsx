import { type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { dashboardText } from '@/content/dashboard';

interface StatusFilterProps<S extends string> {
  id: string;
  value: S | '';
  options: readonly S[];
  label: (status: S) => string;
  onChange: (value: S | '') => void;
}

/** Paged lists (decision 035): a list filtered by status on the server. */
export function StatusFilter<S extends string>({ id, value, options, label, onChange }: StatusFilterProps<S>) {
  return (
    <div className="grid gap-1.5 sm:w-60">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {dashboardText.list.filter}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as S | '')}>
        <option value="">{dashboardText.list.all}</option>
        {options.map((status) => (
          <option key={status} value={status}>
            {label(status)}
          </option>
        ))}
      </Select>
    </div>
  );
}

interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  /** What failed, when the list can say it better than "The list could not be loaded." */
  failed?: string;
  isEmpty: boolean;
  empty: string;
  label: string;
  onRetry: () => void;
  /** A list paged on the server (docs/decisions/035-paginated-lists.md); without these it is whole. */
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  onLoadMore?: () => void;
  children: ReactNode;
}

/** Loading, failure, empty and 'Load more' around a list's cards. */
export function ListState({
  isPending,
  isError,
  failed = dashboardText.list.loadError,
  isEmpty,
  empty,
  label,
  onRetry,
  hasNextPage = false,
  isFetchingNextPage = false,
  onLoadMore,
  children,
}: ListStateProps) {
  if (isPending) return <Spinner className="mx-auto flex justify-center py-10" label={`Loading ${label}`} />;
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p>{failed}</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          {dashboardText.list.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">{empty}</p>
    );
  return (
    <>
      {children}
      {hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={isFetchingNextPage} className="w-full sm:w-auto">
            {isFetchingNextPage ? 'Loading…' : dashboardText.list.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
