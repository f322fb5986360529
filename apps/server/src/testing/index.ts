import { fileURLToPath } from 'node:url';
import type { DEMO_MEDIA_FILES } from '../seed/demo-media.ts';

/**
 * `@hookline/server/testing`: what code outside the server needs to run it in a test (the journeys
 * in e2e/, the benchmarks in scripts/): the app on a test database, the seeded catalog and demo,
 * accounts whose owner can log in, request bodies, a webhook receiver and the signature check, and
 * the integration providers' fakes.
 * The server's own tests import the modules below directly.
 */
export { formBody, testApp, testConfig, TEST_SECRET_KEY } from '../testing.ts';
export {
  createOwner,
  logIn,
  OWNER_PASSWORD,
  // The admin API's JSON body (with its cross-site guard header); `../testing.ts` has a plain one.
  jsonBody as adminJsonBody,
  type Owner,
} from '../admin/testing.ts';
export { startReceiver, type ReceivedWebhook, type Receiver } from '../webhooks/testing.ts';
export { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from '../webhooks/signature.ts';
export {
  startFakeMailchimp,
  MAILCHIMP_ACCOUNT_NAME,
  type FakeMailchimp,
  type FakeMailchimpList,
  type FakeMailchimpMember,
} from '../integrations/fakes/mailchimp.ts';
export { subscriberHash } from '../integrations/providers/mailchimp.ts';
export {
  startFakeApi,
  type FakeApi,
  type FakeAnswer,
  type RecordedRequest,
} from '../integrations/fakes/fake-api.ts';
export { hashPassword } from '../auth/password.ts';
export type { AppContext } from '../context.ts';
export { seedCatalog } from '../seed/catalog.ts';
export { DEMO_CLIENT_ID, DEMO_LOGIN, seedDemo } from '../seed/demo.ts';

/** The file of one of the demo media library's pictures, to upload as a user would. */
export const demoMediaPath = (fileName: (typeof DEMO_MEDIA_FILES)[number]): string =>
  fileURLToPath(new URL(`../seed/media/${fileName}`, import.meta.url));
