import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

/** A bar's fold-out menu: Escape closes it, and so does any route change (a link, back, a redirect). */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const [menuLocation, setMenuLocation] = useState(location);
  if (menuLocation !== location) {
    setMenuLocation(location);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return { open, toggle: () => setOpen((isOpen) => !isOpen), close: () => setOpen(false) };
}
