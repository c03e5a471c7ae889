import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/marketing/section';
import { StatList } from '@/components/marketing/stat-band';
import { about } from '@/content/about';
import { pages } from '@/content/pages';

/** docs/product/screens-and-routes.md: company overview, mission, founder bio, and the 50+ states / 10K+ trips figures. */
export function AboutPage() {
  const { founder } = about;
  return (
    <>
      <PageHeader title={pages.about.title} lead={pages.about.lead} />

      <Section heading={about.overview.heading}>
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-5 text-lg leading-relaxed text-ink">
            {about.overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="on-dark rounded-3xl bg-brand-800 px-6 py-10">
            <StatList items={about.stats} />
          </div>
        </div>
      </Section>

      <Section heading={about.mission.heading} tone="tint">
        <p className="mx-auto max-w-3xl text-center text-xl leading-relaxed text-pretty text-brand-900 sm:text-2xl">
          {about.mission.text}
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {about.values.map((value) => (
            <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-ink">{value.title}</h3>
              <p className="mt-2 text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={founder.heading}>
        <article className="mx-auto flex max-w-3xl flex-col items-center gap-8 sm:flex-row sm:items-start">
          {/* Initials rather than a photo: no external images (CSP), and no portrait to invent. */}
          <div
            aria-hidden="true"
            className="flex size-28 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-3xl font-bold text-white shadow-md"
          >
            {founder.initials}
          </div>
          <div className="text-center sm:text-left">
            <h3 className="text-xl font-semibold text-ink">{founder.name}</h3>
            <p className="text-sm font-medium text-brand-700">{founder.title}</p>
            <div className="mt-4 space-y-4 leading-relaxed text-ink">
              {founder.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </article>
      </Section>
    </>
  );
}
