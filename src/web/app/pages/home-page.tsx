import { MemberHome } from '@/features/home/pages/member-home';
import { VisitorHome } from '@/features/home/pages/visitor-home';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

/** SPEC.md section 2: one home page for a signed-in user, another for a visitor. */
export function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  return user ? <MemberHome user={user} /> : <VisitorHome />;
}
