import { useCallback, useState, type ReactNode } from 'react';
import type { Referral } from '@domain/referral';
import { REFERRAL_STATUS_LABELS, REFERRAL_STATUSES, statusLabel, type ReferralStatus } from '@domain/statuses';
import { ListState, StatusFilter } from '@/components/ui/list-controls';
import { ViewSwitch } from '@/components/ui/view-switch';
import { useListView } from '@/lib/list-view';
import { dashboardText } from '@/content/dashboard';
import { useReferralList } from '../api/get-referrals';
import { CancelReferralDialog } from './cancel-referral-dialog';
import { CancelRideDialog } from './cancel-ride-dialog';
import { ReferralCard, type ReferralAction } from './referral-card';
import { ReferralEditDialog } from './referral-edit-dialog';
import { ReferralTable } from './referral-table';
import { ReferralViewDialog, type ReferralSection } from './referral-view-dialog';

interface ReferralListProps {
  admin: boolean;
  heading: string;
  empty: string;
  /** Extra controls beside the filter (the partner's Refresh). */
  actions?: (refresh: () => void, refreshing: boolean) => ReactNode;
  /** A section another feature adds to the View dialog (the admin's message history). */
  referralSection?: ReferralSection;
}

/** The referrals, newest first, filtered by status, with their dialogs (decisions 029 and 035). */
export function ReferralList({ admin, heading, empty, actions, referralSection }: ReferralListProps) {
  const [status, setStatus] = useState<ReferralStatus | ''>('');
  const [open, setOpen] = useState<{ action: ReferralAction; id: string } | null>(null);
  const list = useReferralList(status, { live: !admin });
  const referrals = list.data?.pages.flatMap((page) => page.items) ?? [];
  const current = (action: ReferralAction): Referral | null =>
    open?.action === action ? (referrals.find((referral) => referral.id === open.id) ?? null) : null;
  const close = () => setOpen(null);
  const { view, wide, choose } = useListView();
  const onAction = useCallback((action: ReferralAction, r: Referral) => setOpen({ action, id: r.id }), []);

  return (
    <section aria-labelledby="referrals-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="referrals-heading" className="text-xl font-bold text-brand-900">
          {heading}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {actions?.(() => void list.refetch(), list.isRefetching)}
          <StatusFilter
            id="referral-status-filter"
            value={status}
            options={REFERRAL_STATUSES}
            label={(value) => statusLabel(REFERRAL_STATUS_LABELS, value)}
            onChange={setStatus}
          />
        </div>
      </div>
      {wide ? <ViewSwitch view={view} onChange={choose} className="mt-4" /> : null}
      <div className="mt-5">
        <ListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={referrals.length === 0}
          empty={status ? dashboardText.referrals.empty : empty}
          label="referrals"
          onRetry={() => void list.refetch()}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        >
          {view === 'table' ? (
            <ReferralTable referrals={referrals} admin={admin} moreToLoad={list.hasNextPage} onAction={onAction} />
          ) : (
            <ul className="grid gap-4">
              {referrals.map((referral) => (
                <li key={referral.id}>
                  <ReferralCard referral={referral} admin={admin} onAction={onAction} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
      <ReferralViewDialog referral={current('view')} onClose={close} extra={referralSection} />
      {admin && (
        <>
          <ReferralEditDialog referral={current('edit')} onClose={close} />
          <CancelReferralDialog referral={current('cancel')} onClose={close} />
        </>
      )}
      {admin ? null : <CancelRideDialog referral={current('cancel-ride')} onClose={close} />}
    </section>
  );
}
