import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY, type CompanyProfile } from '@domain/company';
import { api } from './api-client';

export const companyQueryKey = ['/api/company'] as const;

/**
 * Decision 019: the company's name, phone, email and city come from the server (the environment may override
 * them). The defaults stand in meanwhile, as placeholder data so the real profile is still fetched
 * and nothing on the page shifts while it loads.
 */
export function useCompany(): CompanyProfile {
  const { data } = useQuery({
    queryKey: companyQueryKey,
    queryFn: () => api.get('/api/company'),
    placeholderData: DEFAULT_COMPANY,
  });
  return data ?? DEFAULT_COMPANY;
}
