/** The shop's "Lost your password?" pages and API share these. */

/** The one answer to a reset request, whether or not an account has that email (API and page alike). */
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that email, a reset link is on its way. Check your inbox: the link works once, within one hour.';

/** The page asking for the email, and the one choosing the new password (the link's landing page). */
export const LOST_PASSWORD_PATH = '/my-account/lost-password';
export const RESET_PASSWORD_PATH = '/my-account/reset-password';
