/**
 * The Independent Contractor Agreement shown on /become-driver (docs/product/screens-and-routes.md: 11 numbered
 * sections) in our own plain words (decision 020), with docs/product/constants.md's terms: payment within 14 business
 * days of trip completion, termination with 14 days' written notice. `{company}` is replaced with the
 * company's name from its profile (decision 019).
 */
export interface AgreementSection {
  title: string;
  paragraphs: string[];
}

export const AGREEMENT_PAYMENT_DAYS = 14;
const AGREEMENT_NOTICE_DAYS = 14;

export const driverAgreement = {
  title: 'Independent Contractor Agreement',
  intro:
    'This agreement is between {company} ("the Company") and you, the driver ("the Contractor"). Please read it in full.',
  /** Shown only to the applicant, beside the box and signature it speaks of; not to the admin reviewing it. */
  acceptance: 'Ticking the box and typing your name below means you accept it.',
  sections: [
    {
      title: 'Services',
      paragraphs: [
        'The Contractor provides non-emergency medical transportation to patients the Company dispatches: taking them safely and on time between their homes and places of care, and helping them in and out of the vehicle where their trip calls for it.',
        'The Contractor may accept or decline any trip offered. Once a trip is accepted, the Contractor completes it as scheduled or tells dispatch as early as possible if something prevents it.',
      ],
    },
    {
      title: 'Contractor Status',
      paragraphs: [
        'The Contractor is an independent contractor, not an employee, partner or agent of the Company. The Contractor decides when to be available and how to carry out accepted trips, within the safety and patient-care standards of this agreement.',
        'The Contractor is responsible for their own taxes, and the Company will issue an IRS Form 1099 where the law requires it. The Contractor is not entitled to employee benefits such as health insurance, paid leave or unemployment insurance from the Company.',
      ],
    },
    {
      title: 'Compensation',
      paragraphs: [
        `The Company pays the rate shown on each trip when it is offered. Payment for a completed trip is made within ${AGREEMENT_PAYMENT_DAYS} business days of the trip’s completion, by direct deposit to the account the Contractor provides.`,
        'Each payment comes with a statement listing the trips it covers. The Contractor should raise any question about a payment within 30 days of receiving the statement.',
      ],
    },
    {
      title: 'Vehicle and Insurance',
      paragraphs: [
        'The Contractor provides a clean, safe, properly registered vehicle in good working order, suitable for the trips accepted (for example, wheelchair accessible for wheelchair trips), and pays its fuel, maintenance and repairs.',
        'The Contractor keeps automobile liability insurance at least at the limits the law of the state requires and at any higher limits the Company sets in writing, sends proof of it, and tells the Company at once if it lapses or changes.',
      ],
    },
    {
      title: 'Driver Qualifications',
      paragraphs: [
        'The Contractor holds a valid driver’s license, has a driving record acceptable to the Company, consents to a background check, and completes the Company’s Driver 101 training before the first trip.',
        'The Contractor tells the Company within 48 hours of any license suspension, traffic violation or criminal charge that could affect their ability to drive patients.',
      ],
    },
    {
      title: 'Confidentiality and HIPAA',
      paragraphs: [
        'Patients’ names, addresses, health conditions and appointments are protected health information. The Contractor uses them only to complete the trip, never shares, photographs or posts them, and follows the privacy rules of the Health Insurance Portability and Accountability Act (HIPAA) and the Company’s privacy instructions.',
        'This duty continues after the agreement ends. The Contractor reports any suspected disclosure of patient information to the Company immediately.',
      ],
    },
    {
      title: 'Term and Termination',
      paragraphs: [
        `This agreement starts when the Company approves the Contractor’s application and continues until either party ends it. Either party may end it for any reason with ${AGREEMENT_NOTICE_DAYS} days’ written notice to the other.`,
        'The Company may end it at once if the Contractor endangers a patient, breaches confidentiality, loses their license or insurance, or commits fraud. Trips completed before the end are paid under section 3.',
      ],
    },
    {
      title: 'Liability',
      paragraphs: [
        'The Contractor is responsible for their own acts and omissions while providing the services and agrees to indemnify the Company against claims arising from the Contractor’s negligence or breach of this agreement.',
        'Neither party is liable to the other for indirect or consequential losses, except where the law does not allow that to be limited.',
      ],
    },
    {
      title: 'Conduct',
      paragraphs: [
        'The Contractor treats every patient, caregiver and facility with courtesy and respect, dresses neatly, arrives on time, and never drives under the influence of alcohol, drugs or medication that impairs driving.',
        'The Contractor does not use a handheld phone while driving, does not smoke or vape in the vehicle, and does not accept tips or gifts of significant value from patients.',
      ],
    },
    {
      title: 'Compliance with Laws',
      paragraphs: [
        'The Contractor obeys all traffic laws and all federal, state and local laws that apply to transporting patients, including accessibility rules and any licensing rules for medical transportation in the states served.',
      ],
    },
    {
      title: 'Entire Agreement',
      paragraphs: [
        'This is the whole agreement between the parties about its subject and replaces any earlier understanding. A change is valid only if it is in writing and accepted by both parties. If a court finds any part unenforceable, the rest still applies.',
      ],
    },
  ] satisfies AgreementSection[],
} as const;
