import { z } from 'zod';

/** Client ids (sites) and popup ids are 13 lower-case letters or digits (spec section 9: popup id length 13). */
export const ID_LENGTH = 13;
const ID_PATTERN = /^[a-z0-9]{13}$/;

export const ZClientId = z.string().regex(ID_PATTERN, 'must be 13 lower-case letters or digits');
export type TClientId = z.infer<typeof ZClientId>;

export const ZPopupId = z.string().regex(ID_PATTERN, 'must be 13 lower-case letters or digits');
export type TPopupId = z.infer<typeof ZPopupId>;

/** A client-generated event id: what makes a retried event idempotent. */
export const ZEventId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
