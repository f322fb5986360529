import type { PopupSummary, Site } from '../../api/admin.ts';

export type SetupStepId = 'install' | 'create' | 'activate' | 'view' | 'lead';

export interface SetupStep {
  id: SetupStepId;
  label: string;
  done: boolean;
}

/**
 * A new site's first steps, each ticked from real data: the snippet installed (the pixel has loaded
 * on a registered domain), a popup created, one active, the first view counted, the first lead.
 * `leads` is the site's lead count when known (an unfiltered list), else 0: the popups' conversions
 * count too.
 */
export function setupSteps(site: Site, popups: readonly PopupSummary[], leads = 0): SetupStep[] {
  const views = popups.reduce((sum, p) => sum + p.views, 0);
  const conversions = popups.reduce((sum, p) => sum + p.conversions, 0);
  return [
    { id: 'install', label: 'Install the snippet on your site', done: Boolean(site.pixel_seen_at) },
    { id: 'create', label: 'Create a popup', done: popups.length > 0 },
    { id: 'activate', label: 'Activate it', done: popups.some((p) => p.status === 'active') },
    { id: 'view', label: 'Your first view', done: views > 0 },
    { id: 'lead', label: 'Your first lead', done: conversions > 0 || leads > 0 },
  ];
}
