import { Link } from 'wouter';
import type { SessionUser } from '@domain';
import { displayName } from '@domain/display-name';
import { buttonClasses } from '@/components/ui/button';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { Section } from '@/components/marketing/section';
import { TestimonialList } from '@/components/marketing/testimonial-card';
import { memberHome } from '@/content/member-home';
import { useAccount } from '../api/get-account';
import { HowItWorks } from '../components/how-it-works';
import { QuickOverview } from '../components/quick-overview';

/** docs/product/screens-and-routes.md, the home page for a signed-in user. */
export function MemberHome({ user }: { user: SessionUser }) {
  const account = useAccount(user);
  // One name for the person everywhere (the dashboard, the toasts, this page): first name, else username.
  // The spec's 'User' here read as if the account had no name at all.
  const name = displayName({ firstName: account.firstName, username: user.username });

  return (
    <>
      <Hero title={`Welcome back, ${name}`} lead={memberHome.lead}>
        <Link href="/dashboard" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
          Go to Dashboard
        </Link>
        <Link href="/referral" className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
          Refer a Case
        </Link>
      </Hero>

      <QuickOverview role={user.role} />

      <Section heading={memberHome.services.heading} tone="muted">
        <FeatureGrid items={memberHome.services.items} cols={4} />
      </Section>

      <Section heading={memberHome.benefits.heading}>
        <FeatureGrid items={memberHome.benefits.items} variant="plain" />
      </Section>

      <Section heading={memberHome.testimonials.heading} tone="muted">
        <TestimonialList items={memberHome.testimonials.items} cols={2} />
      </Section>

      <HowItWorks />

      <section aria-labelledby="member-next" className="bg-slate-50 px-4 pb-16 sm:px-6 sm:pb-20">
        <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
          <h2 id="member-next" className="text-2xl font-bold text-brand-900">
            {memberHome.closing.heading}
          </h2>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/referral" className={buttonClasses({ size: 'lg' })}>
              Submit a Referral
            </Link>
            <Link href="/become-driver" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              Become a Driver
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
