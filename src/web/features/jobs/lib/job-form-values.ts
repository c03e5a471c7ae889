import type { Job, JobInput } from '@domain/job';
import type { Referral } from '@domain/referral';
import type { JobStatus } from '@domain/statuses';
import { addMinutesToZonedLocal, isoToZonedLocal, zonedLocalToIso } from '@/lib/zoned-time';

/**
 * What the job form holds: the API's fields, with the two times as datetime-local values on the
 * company clock and the driver as a select value ('' = Unassigned).
 */
export interface JobFormValues {
  patientName: string;
  patientPhone: string;
  pickupAddress: string;
  dropoffAddress: string;
  pickupTime: string;
  dropoffTime: string;
  jobRate: string;
  status: JobStatus;
  assignedDriverId: string;
  referralId: string;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  patientName: '',
  patientPhone: '',
  pickupAddress: '',
  dropoffAddress: '',
  pickupTime: '',
  dropoffTime: '',
  jobRate: '',
  status: 'pending',
  assignedDriverId: '',
  referralId: '',
};

/** The fields a server fieldError may name and the form can show under a control. */
export const JOB_FORM_FIELDS = ['patientName', 'patientPhone', 'pickupAddress', 'dropoffAddress', 'pickupTime', 'dropoffTime', 'jobRate', 'status', 'assignedDriverId'] as const;

/** Form values → the body jobSchema validates and the API takes (times as instants, decision 031). */
export function toJobInput(values: JobFormValues, timeZone: string): JobInput {
  return {
    patientName: values.patientName,
    patientPhone: values.patientPhone,
    pickupAddress: values.pickupAddress,
    dropoffAddress: values.dropoffAddress,
    pickupTime: zonedLocalToIso(values.pickupTime, timeZone),
    dropoffTime: zonedLocalToIso(values.dropoffTime, timeZone),
    jobRate: values.jobRate,
    status: values.status,
    assignedDriverId: values.assignedDriverId || null,
    ...(values.referralId ? { referralId: values.referralId } : {}),
  };
}

/** An existing job → the Edit Job form. */
export function jobToFormValues(job: Job, timeZone: string): JobFormValues {
  return {
    patientName: job.patientName,
    patientPhone: job.patientPhone,
    pickupAddress: job.pickupAddress,
    dropoffAddress: job.dropoffAddress,
    pickupTime: isoToZonedLocal(job.pickupTime, timeZone),
    dropoffTime: isoToZonedLocal(job.dropoffTime, timeZone),
    jobRate: job.jobRate,
    status: job.status,
    assignedDriverId: job.assignedDriverId ?? '',
    referralId: job.referralId ?? '',
  };
}

/** Minutes between the pickup and the appointment it serves, when a job comes from a referral. */
const PICKUP_LEAD_MINUTES = 60;

/**
 * Decision 029: a referral → a new job. The appointment is the dropoff; pickup an hour earlier; both on the
 * company clock. The patient's phone comes with the referral (older referrals have none: dispatch fills it in).
 */
export function referralToFormValues(referral: Referral, timeZone: string): JobFormValues {
  const appointment = `${referral.appointmentDate}T${referral.appointmentTime.slice(0, 5)}`;
  return {
    ...EMPTY_JOB_FORM,
    patientName: referral.patientName,
    patientPhone: referral.patientPhone ?? '',
    pickupAddress: referral.pickupLocation,
    dropoffAddress: referral.dropoffLocation,
    pickupTime: addMinutesToZonedLocal(appointment, -PICKUP_LEAD_MINUTES, timeZone),
    dropoffTime: appointment,
    referralId: referral.id,
  };
}
