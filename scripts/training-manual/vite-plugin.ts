import type { Plugin } from 'vite';
import { TRAINING_MANUAL_FILE } from '../../src/web/content/driver-training';
import { trainingManualPdf } from './manual';

/**
 * Writes the Driver 101 manual into the build (and serves it in development) from the page's own
 * content, so the PDF cannot drift from the page and no binary is kept in the repository. The company
 * details in it are the default company profile (src/domain/company.ts), as of the build.
 */
export function trainingManual(): Plugin {
  return {
    name: 'keystone-training-manual',
    configureServer(server) {
      server.middlewares.use(`/${TRAINING_MANUAL_FILE}`, (_req, res, next) => {
        trainingManualPdf().then((pdf) => {
          res.setHeader('content-type', 'application/pdf');
          res.end(pdf);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: TRAINING_MANUAL_FILE, source: await trainingManualPdf() });
    },
  };
}
