import type { ReactNode } from 'react';
import type { Driver } from '@domain/driver';
import { ApplicationStatusCard } from './application-status-card';
import { DocumentsCard } from './documents-card';
import { NextStepCard } from './next-step-card';

/** The driver's application, documents and credentials: first for an applicant, below the trips for a driver at work. */
export function DriverAccount({
  driver,
  credentials,
}: {
  driver: Driver;
  credentials?: ((driver: Driver) => ReactNode) | undefined;
}) {
  return (
    <div className="grid gap-6">
      <NextStepCard driver={driver} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <ApplicationStatusCard driver={driver} />
        <DocumentsCard driver={driver} />
      </div>
      {credentials?.(driver)}
    </div>
  );
}
