/** '{Page} | {Company}', the document title of every route. */
export function pageTitle(page: string, companyName: string): string {
  return page ? `${page} | ${companyName}` : companyName;
}
