import { z } from 'zod';
import { SERVICE_STATES } from './service-states';

/** The company's public identity, as every page shows it. The server may override any field from the environment. */
export const companyProfileSchema = z.object({
  name: z.string(),
  dbaName: z.string(),
  tagline: z.string(),
  phone: z.string().describe('As shown, e.g. "(215) 555-0100"'),
  email: z.string(),
  city: z.string(),
  timeZone: z.string().describe('IANA time zone of the company clock, e.g. "America/New_York"'),
  serviceStates: z.array(z.enum(SERVICE_STATES)),
  social: z.object({ facebook: z.string(), linkedin: z.string(), twitter: z.string(), instagram: z.string() }),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
