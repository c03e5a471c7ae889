import { displayName } from '@domain/display-name';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { useAuth } from '@/lib/auth';

export function DriverPortalPage() {
  const { user, logoutMutation } = useAuth();
  return (
    <PageHeader
      title={pages.driverPortal.title}
      lead={
        <>
          Welcome back{user ? `, ${displayName(user)}` : ''}. Here you follow your application, keep your documents current and manage
          the trips assigned to you.
        </>
      }
    >
      <Button variant="secondary" className="mt-8" disabled={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
        {logoutMutation.isPending ? 'Logging out...' : 'Logout'}
      </Button>
    </PageHeader>
  );
}
