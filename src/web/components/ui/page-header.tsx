import { type ReactNode } from 'react';

/** The page's one h1 and its lead sentence. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
