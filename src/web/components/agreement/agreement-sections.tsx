import { driverAgreement } from '@/content/driver-agreement';
import { useCompany } from '@/lib/company-profile';

const withCompany = (text: string, company: string) => text.replaceAll('{company}', company);

/**
 * The Independent Contractor Agreement's intro and 11 numbered sections, with the company's name filled in.
 * The applicant reads it on /become-driver and the admin in the Review dialog: one text, shown the same,
 * except the line telling the applicant how to accept it, which would mislead the admin.
 */
export function AgreementSections({
  headingLevel,
  forApplicant,
}: {
  headingLevel: 'h3' | 'h4';
  forApplicant: boolean;
}) {
  const company = useCompany();
  const Heading = headingLevel;
  return (
    <>
      <p>
        {withCompany(driverAgreement.intro, company.name)}
        {forApplicant ? ` ${driverAgreement.acceptance}` : null}
      </p>
      <ol className="grid gap-4">
        {driverAgreement.sections.map((section, index) => (
          <li key={section.title}>
            <Heading className="font-semibold text-brand-900">
              {index + 1}. {section.title}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-1.5">
                {withCompany(paragraph, company.name)}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </>
  );
}
