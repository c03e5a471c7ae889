import type { FullResult, Reporter } from '@playwright/test/reporter';
import { closeRunTmpdir, leftoversMessage, openRunTmpdir } from '../../scripts/test-tmpdir';

/**
 * Fails the journeys when they left anything in the run's temporary folder (scripts/test-tmpdir.ts). A reporter,
 * not a globalTeardown: Playwright stops the web server after globalTeardown and before a reporter's onEnd.
 */
export default class TmpdirReporter implements Reporter {
  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const left = closeRunTmpdir(openRunTmpdir());
    if (left.length === 0) return undefined;
    console.error(leftoversMessage(left));
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }

  printsToStdio(): boolean {
    return false;
  }
}
