import { type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled block of the Settings tab. */
export function SettingsCard({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h3 id={id} className="text-lg font-semibold text-brand-900">
          {title}
        </h3>
        {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}
