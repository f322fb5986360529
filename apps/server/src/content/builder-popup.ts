import type { FastifyRequest } from 'fastify';
import {
  findBuilderPopup,
  insertAccountPopup,
  updateAccountPopup,
  type AccountSite,
  type EditablePopup,
  type PageRow,
} from '@hookline/db';
import { builderPopupContent, builderPopupRecord, type BuilderPopupSettings } from '@hookline/rules';
import { ZPopupContent, type TPageDocument } from '@hookline/schema';
import { popupWidgetProblems, renderBuilderPopupMarkup } from '@hookline/widgets/server';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { CatalogCache } from '../shop/catalog-cache.ts';
import { requestShopData } from '../shop/request-shop-data.ts';
import { requestOrigin, siteContentData } from './site-content-data.ts';

/** The settings' names as the editor's side panel shows them, for the problems it must fix. */
const SETTING_LABELS: Partial<Record<keyof BuilderPopupSettings, string>> = {
  scroll_selector: 'Element to scroll to',
  referrer_value: 'Referring address',
  hidden_roles: 'Hide from these roles',
  schedule_start: 'Show from',
  schedule_end: 'Show until',
};

const catalog = new CatalogCache();

/**
 * Publishes a page-builder popup (a page of kind `popup`) as a Hookline popup: its settings become
 * the popup's triggers, closing and display rules (`builderPopupRecord`), its widgets the popup's
 * content (server-rendered, sanitised markup, plus its form), and the popup is made active. The
 * first publish creates the popup; later ones update it, keeping its id, views, leads and tests.
 * A setting the editor must fix refuses the publish (400 naming it and saying why).
 */
export async function publishBuilderPopup(
  ctx: AppContext,
  request: FastifyRequest,
  accountId: string,
  site: AccountSite,
  page: PageRow,
): Promise<void> {
  const db = ctx.database.db;
  const doc = page.draft as TPageDocument;
  const settings = (doc.root.props ?? {}) as BuilderPopupSettings;
  const decided = builderPopupRecord(settings);
  const words = [
    ...(decided.ok ? [] : decided.problems.map((p) => `${SETTING_LABELS[p.field] ?? p.field}: ${p.message}`)),
    ...popupWidgetProblems(doc),
  ];
  if (!decided.ok || words.length > 0) throw new HttpError(400, 'invalid_request', words.join(' '));
  const content = siteContentData(db, {
    siteId: site.id,
    origin: requestOrigin(request),
    preview: false,
    cache: ctx.content,
  });
  const data = requestShopData(db, request, catalog, content, site.clientId);
  const markup = await renderBuilderPopupMarkup(doc, { data, url: new URL('/', 'http://shop.local') });
  const { record } = decided;
  const values: EditablePopup = {
    name: page.title.slice(0, 40),
    type: 'lightbox',
    format: 1,
    target: 'lead',
    lang: 'en',
    width: record.width,
    height: record.height,
    content: ZPopupContent.parse(builderPopupContent(markup, settings)),
    designProperties: { ...record.design_properties, builder_page_id: page.id },
    displayRules: record.display_rules,
    triggers: record.triggers,
    isTeasersOn: false,
    onClick: false,
    xCloseButton: record.x_close_button,
  };
  const existing = await findBuilderPopup(db, site.id, page.id);
  const publicId = existing?.publicId ?? (await insertAccountPopup(db, accountId, site.id, values)).publicId;
  await updateAccountPopup(db, accountId, publicId, { ...values, status: 'active' });
  await ctx.sites.changed(site.clientId);
}

/** Unpublishing a page-builder popup pauses its popup (its results stay). */
export async function pauseBuilderPopup(
  ctx: AppContext,
  accountId: string,
  site: AccountSite,
  page: PageRow,
): Promise<void> {
  const existing = await findBuilderPopup(ctx.database.db, site.id, page.id);
  if (!existing) return;
  await updateAccountPopup(ctx.database.db, accountId, existing.publicId, { status: 'paused' });
  await ctx.sites.changed(site.clientId);
}
