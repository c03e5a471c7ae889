import { useState } from 'react';
import { todayIn } from '@domain/dates';
import { AGING_BUCKETS, INVOICE_STATUSES, type AgingBucket, type InvoiceStatus } from '@domain/invoice-words';
import { AddButton, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCompany } from '@/lib/company-profile';
import { useSearchParam } from '@/lib/search-param';
import { AgingView } from '../components/aging-view';
import { ClaimsView } from '../components/claims-view';
import { BuildInvoiceDialog } from '../components/lazy-build-invoice-dialog';
import { InvoicesView } from '../components/invoices-view';
import { billingCopy as copy } from '../content';

/**
 * /billing (docs/decisions/070-invoices.md): Invoices, Aging and Claims (101) as tabs. The tab, the filters and the aging's day
 * live in the address (?tab=aging&asOf=…), so a reload or a shared link opens the same view; an aging amount opens
 * the invoices it adds up (?tab=invoices&aging=…&asOf=…&payer=…). Administrators only.
 */
export function BillingPage() {
  const company = useCompany();
  const today = todayIn(company.timeZone);
  const [tab, setTab] = useSearchParam('tab', 'invoices');
  const [asked, setStatus] = useSearchParam('status');
  const [payerId, setPayerId] = useSearchParam('payer');
  const [asOf, setAsOf] = useSearchParam('asOf', today);
  const [bucket, setBucket] = useSearchParam('aging');
  const aging: AgingBucket | '' = (AGING_BUCKETS as readonly string[]).includes(bucket) ? (bucket as AgingBucket) : '';
  const [building, setBuilding] = useState(false);
  const status: InvoiceStatus | '' = (INVOICE_STATUSES as readonly string[]).includes(asked)
    ? (asked as InvoiceStatus)
    : '';

  return (
    <StaffPage>
      <StaffPageHeader
        title={copy.heading}
        lead={copy.lead}
        action={<AddButton onClick={() => setBuilding(true)}>{copy.list.newInvoice}</AddButton>}
      />
      <Tabs value={tab === 'aging' || tab === 'claims' ? tab : 'invoices'} onValueChange={setTab}>
        <TabsList className="sm:max-w-sm">
          <TabsTrigger value="invoices">{copy.tabs.invoices}</TabsTrigger>
          <TabsTrigger value="aging">{copy.tabs.aging}</TabsTrigger>
          <TabsTrigger value="claims">{copy.tabs.claims}</TabsTrigger>
        </TabsList>
        <TabsContent value="invoices">
          <InvoicesView
            status={status}
            payerId={payerId}
            aging={aging}
            asOf={asOf}
            onShowAll={() => setBucket('')}
            today={today}
            onStatusChange={setStatus}
            onPayerChange={setPayerId}
          />
        </TabsContent>
        <TabsContent value="aging">
          <AgingView asOf={asOf} onAsOfChange={setAsOf} />
        </TabsContent>
        <TabsContent value="claims">
          <ClaimsView />
        </TabsContent>
      </Tabs>
      <BuildInvoiceDialog open={building} today={today} onClose={() => setBuilding(false)} />
    </StaffPage>
  );
}
