import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';

// Vitest runs without globals, so Testing Library cannot register its own clean-up: each test starts
// from an empty page, and a notification left by the previous test does not count for the next.
afterEach(() => {
  cleanup();
  dismissToast();
});
