import { useState } from 'react';
import { Plus } from 'lucide-react';
import { todayIn } from '@domain/dates';
import { INVOICE_STATUSES, type InvoiceStatus } from '@domain/invoice';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCompany } from '@/lib/company-profile';
import { useSearchParam } from '@/lib/search-param';
import { AgingView } from '../components/aging-view';
import { BuildInvoiceDialog } from '../components/build-invoice-dialog';
import { InvoicesView } from '../components/invoices-view';
import { billingCopy as copy } from '../content';

/**
 * /billing (docs/decisions/070-invoices.md): Invoices and Aging as tabs. The tab, the filters and the aging's day
 * live in the address (?tab=aging&asOf=…), so a reload or a shared link opens the same view. Administrators only.
 */
export function BillingPage() {
  const company = useCompany();
  const today = todayIn(company.timeZone);
  const [tab, setTab] = useSearchParam('tab', 'invoices');
  const [asked, setStatus] = useSearchParam('status');
  const [payerId, setPayerId] = useSearchParam('payer');
  const [asOf, setAsOf] = useSearchParam('asOf', today);
  const [building, setBuilding] = useState(false);
  const status: InvoiceStatus | '' = (INVOICE_STATUSES as readonly string[]).includes(asked) ? (asked as InvoiceStatus) : '';

  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.heading}</h1>
            <p className="mt-1 text-muted">{copy.lead}</p>
          </div>
          <Button size="lg" onClick={() => setBuilding(true)} className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="size-5" />
            {copy.list.newInvoice}
          </Button>
        </header>
        <Tabs value={tab === 'aging' ? 'aging' : 'invoices'} onValueChange={setTab}>
          <TabsList className="sm:max-w-sm">
            <TabsTrigger value="invoices">{copy.tabs.invoices}</TabsTrigger>
            <TabsTrigger value="aging">{copy.tabs.aging}</TabsTrigger>
          </TabsList>
          <TabsContent value="invoices">
            <InvoicesView status={status} payerId={payerId} today={today} onStatusChange={setStatus} onPayerChange={setPayerId} />
          </TabsContent>
          <TabsContent value="aging">
            <AgingView asOf={asOf} onAsOfChange={setAsOf} />
          </TabsContent>
        </Tabs>
      </div>
      <BuildInvoiceDialog open={building} today={today} onClose={() => setBuilding(false)} />
    </div>
  );
}
