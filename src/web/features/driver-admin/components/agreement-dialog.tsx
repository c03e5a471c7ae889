import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { dashboardText } from '@/content/dashboard';
import { driverAgreement } from '@/content/driver-agreement';
import { AgreementSections } from '@/components/agreement/agreement-sections';

/** The agreement the applicant signed, in a dialog on top of the Review dialog. */
export function AgreementDialog({ signature }: { signature: string | null }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full sm:w-auto">
          <FileText aria-hidden="true" className="size-4" />
          {dashboardText.drivers.viewAgreement}
        </Button>
      </DialogTrigger>
      <DialogContent title={driverAgreement.title} className="sm:max-w-2xl">
        <div className="grid gap-4 text-sm leading-relaxed text-ink">
          <AgreementSections headingLevel="h3" forApplicant={false} />
          {signature && (
            <p className="border-t border-slate-200 pt-4">
              Signed: <span className="font-serif text-base italic">{signature}</span>
            </p>
          )}
        </div>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary" className="w-full sm:w-auto">
              Close
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
