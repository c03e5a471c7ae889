import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ContentIcon } from '@/components/marketing/content-icon';
import { TRAINING_MANUAL_FILE, driverTraining } from '@/content/driver-training';
import { pages } from '@/content/pages';

/**
 * docs/product/screens-and-routes.md: the six training modules. Decision 017: the button downloads the same modules as a PDF,
 * which the build writes from this content (scripts/training-manual); the page only links to it.
 */
export function Driver101Page() {
  return (
    <>
      <PageHeader title={pages.driver101.title} lead={pages.driver101.lead}>
        <div className="mt-8 flex flex-col items-center gap-2">
          <a
            href={`/${TRAINING_MANUAL_FILE}`}
            download={TRAINING_MANUAL_FILE}
            className={buttonClasses({ size: 'lg' })}
          >
            <Download aria-hidden="true" className="size-5" />
            {driverTraining.downloadLabel}
          </a>
          <span className="text-sm text-muted">{driverTraining.downloadNote}</span>
        </div>
      </PageHeader>
      <section aria-labelledby="training-modules" className="px-4 py-14 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="training-modules" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              {driverTraining.heading}
            </h2>
            <p className="mt-3 text-lg text-muted">{driverTraining.intro}</p>
          </div>
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {driverTraining.modules.map((module, index) => (
              <li
                key={module.title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex items-center gap-4">
                  <ContentIcon name={module.icon} />
                  <div>
                    <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Module {index + 1}</p>
                    <h3 className="text-lg font-semibold text-ink">{module.title}</h3>
                  </div>
                </div>
                <p className="mt-3 text-sm text-muted">{module.summary}</p>
                <ul className="mt-4 list-disc space-y-2 pl-5 text-[0.95rem] text-ink marker:text-brand-600">
                  {module.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
