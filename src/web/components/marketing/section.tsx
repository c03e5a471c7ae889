import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  tint: 'bg-brand-50/60',
};

/** A page section named by its h2, so landmarks and the heading outline read as the page does. */
export function Section({
  heading,
  intro,
  tone = 'white',
  headingHidden = false,
  className,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  headingHidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn(tones[tone], 'px-4 py-14 sm:px-6 sm:py-20', className)}>
      <div className="mx-auto max-w-6xl">
        <div className={cn('mx-auto max-w-2xl text-center', headingHidden && 'sr-only')}>
          <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          {intro && <p className="mt-3 text-base text-muted sm:text-lg">{intro}</p>}
        </div>
        <div className={headingHidden ? undefined : 'mt-10 sm:mt-12'}>{children}</div>
      </div>
    </section>
  );
}
