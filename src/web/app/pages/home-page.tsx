import { Suspense } from 'react';
import { VisitorHome } from '@/features/home/pages/visitor-home';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { lazyPage } from '@/lib/lazy-page';

// A visitor never needs the signed-in home (its overview, tiles and copy): it is a chunk of its own,
// which keeps the public home page's JS within its budget (docs/performance.md).
const MemberHome = lazyPage(() => import('@/features/home/pages/member-home'), 'MemberHome');

/** docs/product/screens-and-routes.md: one home page for a signed-in user, another for a visitor. */
export function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <VisitorHome />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <MemberHome user={user} />
    </Suspense>
  );
}
