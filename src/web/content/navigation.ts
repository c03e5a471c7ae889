/** The navigation bar's links (docs/product/screens-and-routes.md). */
export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/become-driver', label: 'Become a Driver' },
  { href: '/referral', label: 'Referrals' },
] as const;

/** The footer's quick links. */
export const footerQuickLinks = [
  { href: '/about', label: 'About Us' },
  { href: '/services', label: 'Services' },
  { href: '/become-driver', label: 'Become a Driver' },
  { href: '/referral', label: 'Make a Referral' },
] as const;

export const socialNetworks = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'instagram', label: 'Instagram' },
] as const;
