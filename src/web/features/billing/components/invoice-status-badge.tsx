import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@domain/invoice-words';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { billingCopy as copy } from '../content';
import { invoiceStatusTone } from '../lib/billing-display';

/** An invoice's status in its colour (docs/decisions/070-invoices.md). */
export function InvoiceStatusBadge({ status, className }: { status: InvoiceStatus; className?: string }) {
  return (
    <Badge tone={invoiceStatusTone(status)} className={cn('normal-case', className)}>
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Marks a due date that has passed with money still owed; words, not colour alone (WCAG 1.4.1). */
export function OverdueBadge() {
  return (
    <Badge tone="red" className="normal-case">
      {copy.list.overdue}
    </Badge>
  );
}
