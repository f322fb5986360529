/** The display API's body limits and its answers' content type, shared by the Fastify routes and the lean path. */

/** The event calls' body limit (viewed, closed). */
export const SMALL_BODY = 16 * 1024;
/** The display call's and the conversion's body limit. */
export const LARGE_BODY = 64 * 1024;
export const DISPLAY_CONTENT_TYPE = 'application/json; charset=utf-8';
