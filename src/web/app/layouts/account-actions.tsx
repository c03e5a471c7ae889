import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';

/** Dashboard + Logout for a signed-in user, Login for a visitor; nothing while the session is unknown. */
export function AccountActions({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { user, isLoading, logoutMutation } = useAuth();
  const [path] = useLocation();
  if (isLoading) return <div className={className} aria-hidden="true" />;

  if (!user) {
    return (
      <div className={className}>
        <Link href="/auth" onClick={onNavigate} className={buttonClasses()}>
          Login
        </Link>
      </div>
    );
  }

  return (
    <div className={cn('flex gap-2', className)}>
      <Link href="/dashboard" onClick={onNavigate} className={buttonClasses({ variant: 'secondary' })}>
        Dashboard
      </Link>
      {/* The driver portal's header has its own Logout (one per screen, where the driver's thumb is). */}
      {path === '/driver-portal' ? null : (
        <Button
          variant="ghost"
          disabled={logoutMutation.isPending}
          onClick={() => {
            onNavigate?.();
            logoutMutation.mutate();
          }}
        >
          {logoutMutation.isPending ? 'Logging out...' : 'Logout'}
        </Button>
      )}
    </div>
  );
}
