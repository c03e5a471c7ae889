import { type ReactNode } from 'react';
import { SkipLink } from './skip-link';
import { WorkspaceHeader } from './workspace-header';
import { WorkspaceRail } from './workspace-rail';

/**
 * The staff screens' own frame (docs/decisions/052-operations-workspace.md): a bar with the date and the search,
 * a navigation rail from 1024 px, and no marketing footer, so a full day's work has the whole screen.
 */
export function WorkspaceLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <WorkspaceHeader />
      {/* Printed, a screen is its content alone: no bar, no rail. */}
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] print:block">
        <aside className="hidden border-r border-slate-200 bg-white lg:sticky lg:top-14 lg:flex lg:h-[calc(100vh-3.5rem)] print:hidden">
          <WorkspaceRail className="w-full" />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
