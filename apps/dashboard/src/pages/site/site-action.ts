import { redirect, type ActionFunctionArgs } from 'react-router';
import { adminApi } from '../../api/admin.ts';
import { isApiError } from '../../api/client.ts';
import { popupsApi } from '../../api/popups.ts';
import { showOrderApi } from '../../api/show-order.ts';
import { activationNoticeOf } from '../../show-order/editor-order.ts';
import { activationNotice } from '../../editor/activation-notice.ts';

/** What the site page's buttons post as `intent`. */
export type SiteIntent = 'activate' | 'pause' | 'duplicate' | 'variant' | 'delete-popup' | 'delete-lead';

/**
 * The site page's buttons, posted with an `intent`: a popup's status, a copy, an A/B variant, a
 * deleted popup or lead. The page's data reloads afterwards; a refusal comes back as `{error}`.
 */
export async function siteAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  try {
    switch (form.get('intent')) {
      case 'activate': {
        const active = await popupsApi.setStatus(id, 'active');
        // Said when it waits behind another popup higher in the show order.
        const order = (await showOrderApi.getOrNone(active.site)).popups;
        const notice = await activationNotice(active, (popup) => activationNoticeOf(popup, order));
        return { ok: true, notice: `${active.name}: ${notice}` };
      }
      case 'pause':
        await popupsApi.setStatus(id, 'paused');
        return { ok: true };
      case 'duplicate':
        return redirect(`/popups/${(await popupsApi.duplicate(id)).id}/edit`);
      case 'variant':
        return redirect(`/popups/${(await popupsApi.addVariant(id)).id}/edit`);
      case 'delete-popup':
        await popupsApi.remove(id);
        return { ok: true };
      case 'delete-lead':
        await adminApi.deleteLead(id);
        return { ok: true };
      default:
        return { error: 'Unknown action' };
    }
  } catch (error) {
    if (isApiError(error)) return { error: error.message };
    throw error;
  }
}
