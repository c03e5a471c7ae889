import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useCompany } from '@/lib/company-profile';
import { pageTitle } from '@/lib/format';

/** docs/product/screens-and-routes.md: each route change starts at the top of the page. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** Sets a <meta> tag's content, adding the tag if index.html lacks it. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * '{Page} | {Company}' in the browser tab, history and screen reader announcements, and the route's
 * description for search results and link previews (crawlers that run scripts read these).
 */
export function DocumentMeta({ title, description }: { title: string; description: string }) {
  const company = useCompany();
  useEffect(() => {
    const fullTitle = pageTitle(title, company.name);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:site_name', company.name);
  }, [title, description, company.name]);
  return null;
}
