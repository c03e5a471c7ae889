import { type ReactNode } from 'react';

/**
 * The dark brand band at the top of both home pages: the page's one h1, a lead and its buttons.
 * The soft circles are CSS only (the CSP allows no external images, and nothing here can shift).
 */
export function Hero({
  eyebrow,
  title,
  lead,
  children,
  footnote,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
  footnote?: ReactNode;
}) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-slate-900 px-4 py-16 text-white sm:px-6 sm:py-24">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-brand-600/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-20 -z-10 size-80 rounded-full bg-brand-700/30 blur-3xl"
      />
      <div className="mx-auto max-w-3xl text-center">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{eyebrow}</p>}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-brand-50 sm:text-xl">{lead}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        {footnote && <div className="mt-8 text-sm text-brand-100">{footnote}</div>}
      </div>
    </section>
  );
}
