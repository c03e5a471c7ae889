/** The navigation bar's links (docs/product/screens-and-routes.md). */
export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/become-driver', label: 'Become a Driver' },
  { href: '/referral', label: 'Referrals' },
] as const;

/** Links only an administrator's navigation bar adds after the main ones. */
export const adminNavigation = [
  { href: '/riders', label: 'Riders' },
  { href: '/vehicles', label: 'Vehicles' },
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

/** The administrator's operations screens, linked from the dashboard's header (the bar has no room for them all). */
export const adminLinks = [
  { href: '/dispatch', label: 'Day board' },
  { href: '/riders', label: 'Riders' },
  { href: '/standing-orders', label: 'Standing orders' },
  { href: '/vehicles', label: 'Vehicles' },
] as const;
