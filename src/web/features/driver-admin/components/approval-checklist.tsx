import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ApprovalItem } from '@domain/driver-approval';
import { SectionHeading } from '@/components/ui/detail-list';
import { dashboardText } from '@/content/dashboard';

const text = dashboardText.drivers;

/** The Review dialog's "Before approval": vehicle, the three documents and the required credentials, each in order or missing. */
export function ApprovalChecklist({ items }: { items: ApprovalItem[] | undefined }) {
  return (
    <section className="grid gap-2">
      <SectionHeading>{text.checklistHeading}</SectionHeading>
      {items ? (
        <ul className="grid gap-1 sm:grid-cols-2 sm:gap-x-6">
          {items.map((item) => (
            <li key={item.key} className="flex min-h-9 items-center gap-2 text-ink">
              {item.done ? (
                <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
              ) : (
                <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-danger" />
              )}
              <span>{item.label}</span>
              <span className={item.done ? 'sr-only' : 'text-sm font-semibold text-danger'}>
                {item.done ? `: ${text.checklistDone}` : text.checklistMissing}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="text-sm text-muted">
          {text.checklistLoading}
        </p>
      )}
    </section>
  );
}
