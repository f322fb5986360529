import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createAccountVariant,
  deleteAccountPopup,
  duplicateAccountPopup,
  findAccountPopupRow,
  findAccountSite,
  insertAccountPopup,
  updateAccountPopup,
  type AccountPopup,
} from '@hookline/db';
import {
  POPUP_CATALOG,
  activationRefusal,
  ZPopupCopyRequest,
  ZPopupCreateRequest,
  ZPopupParams,
  ZPopupSaveRequest,
  ZPopupStatusRequest,
  ZSiteParams,
  type PopupTypeInfo,
  type TAdminPopup,
  type TPopupDeleteResponse,
} from '@hookline/schema';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { sessionOf } from './authenticate.ts';
import { fromSaveRequest, newPopupDefaults, toAdminPopup } from './popup-wire.ts';

/** A popup document may carry HTML blocks of up to 50 kB each. */
const DOCUMENT_BODY = 1024 * 1024;

/** The popup of the route's `:popupId` when it is the caller's; a 404 otherwise, whoever owns it. */
export async function callerPopup(ctx: AppContext, request: FastifyRequest): Promise<AccountPopup> {
  const { account } = sessionOf(request);
  const { popupId } = parse(ZPopupParams, request.params, 'popup id');
  const popup = await findAccountPopupRow(ctx.database.db, account.id, popupId);
  if (!popup) throw notFound(`Popup ${popupId}`);
  return popup;
}

/**
 * The popup editor's API: the catalogue of types and formats, create, read, save, activate or
 * pause, duplicate, add an A/B variant, delete. Every change tells the display path's cache
 * (`ctx.sites.changed`), so visitors see it within a second, on every server process.
 */
export async function popupEditorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');
  /** Bodies are optional on the copy routes; when there is one, it is JSON. */
  const optionalJson = async (request: FastifyRequest) => {
    if (request.body !== undefined && request.body !== null) await json(request);
  };

  app.get('/api/admin/popup-catalog', async (): Promise<readonly PopupTypeInfo[]> => POPUP_CATALOG);

  app.post(
    '/api/admin/sites/:clientId/popups',
    { preValidation: json, bodyLimit: DOCUMENT_BODY },
    async (request, reply): Promise<TAdminPopup> => {
      const { account } = sessionOf(request);
      const { clientId } = parse(ZSiteParams, request.params, 'client id');
      const site = await findAccountSite(db, account.id, clientId);
      if (!site) throw notFound(`Site ${clientId}`);
      const input = parse(ZPopupCreateRequest, request.body);
      const row = await insertAccountPopup(db, account.id, site.id, newPopupDefaults(input));
      await ctx.sites.changed(clientId);
      reply.status(201);
      return toAdminPopup(row, clientId, null);
    },
  );

  app.get('/api/admin/popups/:popupId', async (request): Promise<TAdminPopup> => {
    const popup = await callerPopup(ctx, request);
    return toAdminPopup(popup.row, popup.clientId, popup.parentPublicId);
  });

  app.put(
    '/api/admin/popups/:popupId',
    { preValidation: json, bodyLimit: DOCUMENT_BODY },
    async (request): Promise<TAdminPopup> => {
      const { account } = sessionOf(request);
      const popup = await callerPopup(ctx, request);
      const input = parse(ZPopupSaveRequest, request.body);
      const result = await updateAccountPopup(
        db,
        account.id,
        popup.row.publicId,
        fromSaveRequest(input),
        input.updated_at ? new Date(input.updated_at) : undefined,
      );
      if (!result) throw notFound(`Popup ${popup.row.publicId}`);
      if ('conflict' in result) {
        throw new HttpError(
          409,
          'conflict',
          'This popup was saved elsewhere (another tab or person) after you opened it. Reload to see that version; your changes here are not saved.',
        );
      }
      await ctx.sites.changed(popup.clientId);
      return toAdminPopup(result.row, popup.clientId, popup.parentPublicId);
    },
  );

  app.post(
    '/api/admin/popups/:popupId/status',
    { preValidation: json },
    async (request): Promise<TAdminPopup> => {
      const { account } = sessionOf(request);
      const popup = await callerPopup(ctx, request);
      const { status } = parse(ZPopupStatusRequest, request.body);
      const refusal = status === 'active' ? activationRefusal(popup.row.type) : null;
      if (refusal) throw new HttpError(409, 'cannot_activate', refusal);
      const result = await updateAccountPopup(db, account.id, popup.row.publicId, { status });
      if (!result || !('row' in result)) throw notFound(`Popup ${popup.row.publicId}`);
      await ctx.sites.changed(popup.clientId);
      return toAdminPopup(result.row, popup.clientId, popup.parentPublicId);
    },
  );

  app.post(
    '/api/admin/popups/:popupId/duplicate',
    { preValidation: optionalJson },
    async (request, reply): Promise<TAdminPopup> => {
      const popup = await callerPopup(ctx, request);
      const { name } = parse(ZPopupCopyRequest, request.body);
      const row = await duplicateAccountPopup(db, popup.row, name ?? copyName('Copy of ', popup.row.name));
      await ctx.sites.changed(popup.clientId);
      reply.status(201);
      return toAdminPopup(row, popup.clientId, null);
    },
  );

  app.post(
    '/api/admin/popups/:popupId/variants',
    { preValidation: optionalJson },
    async (request, reply): Promise<TAdminPopup> => {
      const popup = await callerPopup(ctx, request);
      const { name } = parse(ZPopupCopyRequest, request.body);
      const row = await createAccountVariant(
        db,
        popup.row,
        name ?? copyName('', popup.row.name, ' (variant)'),
      );
      await ctx.sites.changed(popup.clientId);
      reply.status(201);
      const parent = popup.row.abTestParentId ? popup.parentPublicId : popup.row.publicId;
      return toAdminPopup(row, popup.clientId, parent);
    },
  );

  app.delete('/api/admin/popups/:popupId', async (request, reply) => {
    const { account } = sessionOf(request);
    const popup = await callerPopup(ctx, request);
    const deleted = await deleteAccountPopup(db, account.id, popup.row.publicId);
    if (!deleted) throw notFound(`Popup ${popup.row.publicId}`);
    await ctx.sites.changed(popup.clientId);
    const body: TPopupDeleteResponse = { deleted: deleted.map((row) => row.publicId) };
    return reply.status(200).send(body);
  });
}

/** "Copy of Welcome" cut to the 40 characters a name may have. */
function copyName(prefix: string, name: string, suffix = ''): string {
  const room = 40 - prefix.length - suffix.length;
  return `${prefix}${name.slice(0, Math.max(1, room)).trimEnd()}${suffix}`;
}
