import { Link } from 'wouter';
import type { SessionUser } from '@domain';
import { buttonClasses } from '@/components/ui/button';
import { useCompany } from '@/lib/company-profile';
import { useAccount } from '../api/get-account';

export function MemberHome({ user }: { user: SessionUser }) {
  const company = useCompany();
  const account = useAccount(user);
  // SPEC.md section 2: 'first name or User' on this page.
  const name = account.firstName?.trim() || 'User';

  return (
    <section className="on-dark bg-gradient-to-br from-brand-800 to-brand-900 px-4 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Welcome back, {name}</h1>
        <p className="mt-6 text-lg text-brand-50">{company.tagline}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/dashboard" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            Go to Dashboard
          </Link>
          <Link href="/referral" className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
            Refer a Case
          </Link>
        </div>
      </div>
    </section>
  );
}
