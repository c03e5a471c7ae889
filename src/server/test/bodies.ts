/**
 * The API tests' names for the sample inputs that the journeys and the demo content use too
 * (src/server/demo/samples.ts); kept so the many tests that import them need no change.
 */
export {
  driverApplicationInput as driverApplication,
  jobInput as jobBody,
  referralInput as referralBody,
} from '../demo/samples';

/** The smallest files each accepted type starts with; enough for the server's first-bytes check. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
};
