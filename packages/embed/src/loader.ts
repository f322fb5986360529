import { startPixel } from './boot.ts';
import { browserEnv, runningScript } from './globals.ts';
import { logError } from './log.ts';

/**
 * The loader's entry (`/pixel.js`, a classic async script). Reads the running script tag first,
 * while it is still known, then starts the pixel. Nothing escapes into the host page.
 */
try {
  const running = runningScript();
  const env = browserEnv();
  if (env) startPixel(env, running);
} catch (error) {
  logError('the pixel failed to start', error);
}
