import { useMemo } from 'react';
import type { Referral } from '@domain/referral';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { zonedLocalToIso } from '@domain/zoned-time';
import { REFERRAL_STATUS_LABELS, statusLabel, TRANSPORT_TYPE_LABELS } from '@domain/statuses';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { ReferralStatusBadge } from '@/components/ui/status-badges';
import { dashboardText } from '@/content/dashboard';
import { useCompany } from '@/lib/company-profile';
import { formatJobTime, formatMoment, formatReturnTrip } from '@/lib/dates';
import { ReferralActions, type ReferralAction } from './referral-card';
import { legParts, ReferralLegs } from './referral-legs';

const text = dashboardText.referrals.table;

interface ReferralTableProps {
  referrals: Referral[];
  admin: boolean;
  moreToLoad: boolean;
  onAction: (action: ReferralAction, referral: Referral) => void;
}

/** The referrals on a wide screen (docs/decisions/054-job-table.md): newest first, sortable, Enter opens one. */
export function ReferralTable({ referrals, admin, moreToLoad, onAction }: ReferralTableProps) {
  const { timeZone } = useCompany();
  const columns = useMemo<DataColumn<Referral>[]>(() => {
    // The same short form as the jobs table's pickup: a dispatcher compares the two.
    const appointment = (r: Referral) =>
      formatJobTime(zonedLocalToIso(`${r.appointmentDate}T${r.appointmentTime}`, timeZone), timeZone);
    const back = (r: Referral) =>
      r.returnTrip === 'none' ? '' : formatReturnTrip(r.returnTrip, r.returnTime, timeZone);
    const referrer = (r: Referral) => `${r.referrerName}, ${r.referrerCompany}`;
    const transport = (r: Referral) => TRANSPORT_TYPE_LABELS[r.transportType] ?? r.transportType;
    return [
      {
        id: 'patient',
        rowHeader: true,
        header: text.patient,
        sortValue: (r) => r.patientName,
        csv: (r) => r.patientName,
        cell: (r) => <span className="font-medium whitespace-nowrap text-ink">{r.patientName}</span>,
      },
      {
        id: 'status',
        header: text.status,
        sortValue: (r) => r.status,
        csv: (r) => statusLabel(REFERRAL_STATUS_LABELS, r.status),
        cell: (r) => <ReferralStatusBadge status={r.status} />,
      },
      {
        id: 'appointment',
        header: text.appointment,
        sortValue: (r) => `${r.appointmentDate}T${r.appointmentTime}`,
        csv: appointment,
        cell: (r) => (
          <span className="grid">
            <span className="whitespace-nowrap tabular-nums">{appointment(r)}</span>
            {back(r) ? <span className="text-xs text-muted">{`${text.returnTrip}: ${back(r)}`}</span> : null}
          </span>
        ),
      },
      { id: 'return', header: text.returnTrip, hidden: true, sortValue: back, csv: back, cell: back },
      {
        id: 'level',
        header: text.level,
        sortValue: (r) => r.levelOfService,
        csv: (r) => `${LEVEL_OF_SERVICE_LABELS[r.levelOfService]}${r.escortCount ? ` +${r.escortCount}` : ''}`,
        cell: (r) => <LevelOfServiceBadge level={r.levelOfService} escorts={r.escortCount} />,
      },
      { id: 'transport', header: text.transport, sortValue: transport, csv: transport, cell: transport },
      {
        id: 'referrer',
        header: text.referrer,
        sortValue: referrer,
        csv: referrer,
        cell: (r) => <span className="line-clamp-2">{referrer(r)}</span>,
      },
      // Decision 080: shown to the partner, who follows the trips; an administrator may show it too.
      {
        id: 'trips',
        header: text.trips,
        hidden: admin,
        csv: (r) => (r.legs ?? []).map((leg) => legParts(leg, timeZone).join(' · ')).join('; '),
        cell: (r) => (
          <ReferralLegs
            legs={r.legs}
            patientName={r.patientName}
            cancelled={r.status === 'cancelled'}
            className="min-w-56"
          />
        ),
      },
      {
        id: 'received',
        header: text.received,
        hidden: true,
        sortValue: (r) => r.createdAt,
        csv: (r) => formatMoment(r.createdAt, timeZone),
        cell: (r) => <span className="whitespace-nowrap">{formatMoment(r.createdAt, timeZone)}</span>,
      },
      {
        id: 'actions',
        header: text.actions,
        hideable: false,
        cell: (r) => <ReferralActions referral={r} admin={admin} onAction={onAction} compact />,
      },
    ];
  }, [timeZone, admin, onAction]);
  return (
    <DataTable
      caption={text.caption}
      rows={referrals}
      columns={columns}
      onOpen={(referral) => onAction('view', referral)}
      openOnClick
      summary={text.shown(referrals.length, moreToLoad)}
    />
  );
}
