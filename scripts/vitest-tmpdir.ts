// Vitest's globalSetup: the run's own temporary folder (scripts/test-tmpdir.ts), checked empty at the end.
import { closeRunTmpdir, leftoversMessage, openRunTmpdir } from './test-tmpdir';

export default function setup(): () => void {
  const dir = openRunTmpdir();
  return () => {
    const left = closeRunTmpdir(dir);
    if (left.length === 0) return;
    // Vitest only prints an error thrown here ("error during close"); the exit code is what fails CI.
    process.exitCode = 1;
    throw new Error(leftoversMessage(left));
  };
}
