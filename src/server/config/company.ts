import { z } from 'zod';
import { DEFAULT_COMPANY, SERVICE_STATES, type CompanyProfile } from '../../domain/company';

/** The company the site speaks for; each variable overrides one field of the default profile. */
export const companyEnv = {
  COMPANY_NAME: z.string().min(1).optional(),
  COMPANY_DBA_NAME: z.string().min(1).optional(),
  COMPANY_TAGLINE: z.string().min(1).optional(),
  COMPANY_PHONE: z.string().min(7, 'must be a phone number').optional(),
  COMPANY_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  COMPANY_CITY: z.string().min(1).optional(),
  COMPANY_TIME_ZONE: z
    .string()
    .refine(
      (tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC',
      'must be an IANA time zone such as America/New_York',
    )
    .optional(),
  COMPANY_STATES: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SERVICE_STATES, { error: `must list states among ${SERVICE_STATES.join(', ')}` })).min(1))
    .optional(),
};

type CompanyEnv = z.infer<z.ZodObject<typeof companyEnv>>;

export function companyProfile(e: CompanyEnv): CompanyProfile {
  return {
    ...DEFAULT_COMPANY,
    name: e.COMPANY_NAME ?? DEFAULT_COMPANY.name,
    dbaName: e.COMPANY_DBA_NAME ?? DEFAULT_COMPANY.dbaName,
    tagline: e.COMPANY_TAGLINE ?? DEFAULT_COMPANY.tagline,
    phone: e.COMPANY_PHONE ?? DEFAULT_COMPANY.phone,
    email: e.COMPANY_EMAIL ?? DEFAULT_COMPANY.email,
    city: e.COMPANY_CITY ?? DEFAULT_COMPANY.city,
    timeZone: e.COMPANY_TIME_ZONE ?? DEFAULT_COMPANY.timeZone,
    serviceStates: e.COMPANY_STATES ?? DEFAULT_COMPANY.serviceStates,
  };
}
