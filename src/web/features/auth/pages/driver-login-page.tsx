import { Link } from 'wouter';
import { Truck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { pages } from '@/content/pages';
import { LoginForm } from '../components/login-form';

const linkClasses = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

export function DriverLoginPage() {
  return (
    <div className="px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Truck aria-hidden="true" className="size-7" />
        </div>
        <h1 className="mt-4 text-center text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {pages.driverLogin.title}
        </h1>
        <p className="mt-3 text-center text-muted">{pages.driverLogin.lead}</p>
        <Card className="mt-8 p-5 sm:p-8">
          <LoginForm idPrefix="driver-login" submitLabel="Sign In to Driver Portal" />
        </Card>
        <div className="mt-6 grid gap-2 text-center text-sm text-muted">
          <p>
            New driver?{' '}
            <Link href="/become-driver" className={linkClasses}>
              Apply to become a driver
            </Link>
          </p>
          <p>
            Administrator or referral partner?{' '}
            <Link href="/auth" className={linkClasses}>
              Sign in here
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
