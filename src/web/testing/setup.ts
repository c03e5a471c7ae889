import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';

// The test machines are shared and busy: give a screen longer than the default second to show what it
// should, so a slow moment is not mistaken for a missing message.
configure({ asyncUtilTimeout: 3000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up: each test starts
// from an empty page, and a notification left by the previous test does not count for the next.
afterEach(() => {
  cleanup();
  dismissToast();
});
