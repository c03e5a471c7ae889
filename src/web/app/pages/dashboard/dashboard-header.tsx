import { type ReactNode } from 'react';
import type { SessionUser } from '@domain/auth';
import { displayName } from '@domain/display-name';
import { dashboardText } from '@/content/dashboard';

/** The page's h1 and the greeting with the first name or username (docs/product/screens-and-routes.md). */
export function DashboardHeader({
  title,
  user,
  lead,
  children,
}: {
  title: string;
  user: SessionUser;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50 pt-8 pb-6 sm:pt-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:px-6 sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-lg font-semibold wrap-anywhere text-ink">
            {dashboardText.greeting(displayName(user))}
          </p>
          <p className="mt-1 text-muted">{lead}</p>
        </div>
        {children}
      </div>
    </header>
  );
}
