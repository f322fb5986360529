import type { Lead, PopupSummary } from '../../api/admin.ts';

/** What the site page asks the owner to confirm: deleting a popup or a lead. */
export type Confirm = { kind: 'popup'; popup: PopupSummary } | { kind: 'lead'; lead: Lead } | null;
