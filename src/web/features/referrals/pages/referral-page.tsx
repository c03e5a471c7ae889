import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { referralPage } from '@/content/referral-page';
import { ReferralForm } from '../components/referral-form';
import { PartnerStats, PartnerTestimonial, UrgentCallout } from '../components/referral-highlights';

/** docs/product/screens-and-routes.md: the page case managers and insurers use to refer a patient's trip. */
export function ReferralPage() {
  return (
    <>
      <PageHeader title={pages.referral.title} lead={referralPage.intro} />
      {/*
        On phones the call-us box comes before the long form (an urgent case should not scroll past
        it) and the proof points after; on wide screens all three sit in a column beside the form.
      */}
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8">
        <UrgentCallout className="lg:col-start-2 lg:row-start-1" />
        <Card className="p-5 sm:p-8 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <ReferralForm />
        </Card>
        <PartnerStats className="lg:col-start-2 lg:row-start-2" />
        <PartnerTestimonial className="self-start lg:col-start-2 lg:row-start-3" />
      </div>
    </>
  );
}
