import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCompany } from '@/lib/company-profile';
import { pageTitle } from '@/lib/format';

/** SPEC.md section 2: each route change starts at the top of the page. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** '{Page} | {Company}' in the browser tab, history and screen reader announcements. */
export function DocumentTitle({ title }: { title: string }) {
  const company = useCompany();
  useEffect(() => {
    document.title = pageTitle(title, company.name);
  }, [title, company.name]);
  return null;
}
