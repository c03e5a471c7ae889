import { Link, useLocation } from 'wouter';
import { mainNavigation } from '@/content/navigation';
import { cn } from '@/lib/cn';

interface NavLinksProps {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

export function NavLinks({ className, linkClassName, onNavigate }: NavLinksProps) {
  const [location] = useLocation();
  const items = mainNavigation;
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = location === item.href || (item.href !== '/' && location.startsWith(`${item.href}/`));
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center rounded-md px-3 text-sm whitespace-nowrap font-medium transition-colors hover:bg-brand-50 hover:text-brand-800',
                current ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-slate-700',
                linkClassName,
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
