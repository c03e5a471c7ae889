import { Section } from '@/components/marketing/section';
import { memberHome } from '@/content/member-home';

/** The three steps of docs/product/screens-and-routes.md, numbered in an ordered list so the order is read, not just seen. */
export function HowItWorks() {
  const { howItWorks } = memberHome;
  return (
    <Section heading={howItWorks.heading} tone="muted" className="pb-10 sm:pb-12">
      <ol className="grid gap-6 md:grid-cols-3">
        {howItWorks.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <span
              aria-hidden="true"
              className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 text-[0.95rem] text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
