import { Link } from 'wouter';
import { useCompany } from '@/lib/company-profile';
import { cn } from '@/lib/cn';

/** The company mark: a white cross on the brand teal, the same drawing as the favicon. */
function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#ffffff" />
    </svg>
  );
}

export function BrandLink({ inverse = false, onNavigate }: { inverse?: boolean; onNavigate?: () => void }) {
  const company = useCompany();
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className={cn(
        'flex min-h-11 min-w-0 items-center gap-2 rounded-md font-bold',
        inverse ? 'text-white' : 'text-brand-900',
      )}
    >
      <BrandMark className={cn('size-8 shrink-0', inverse ? 'text-brand-600' : 'text-brand-700')} />
      {/* Between 768 and 1024 px the bar holds the links, so the name is read but not shown there. On a phone a long
          name wraps to a second line instead of being cut. */}
      <span
        className={cn('line-clamp-2 text-[0.95rem] leading-tight sm:text-lg', !inverse && 'md:sr-only lg:not-sr-only')}
      >
        {company.name}
      </span>
    </Link>
  );
}
