import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteMenu, findMenu, insertMenu, isUniqueViolation, listMenus, updateMenu } from '@hookline/db';
import { ZMenuInput, ZMenuParams, type TAdminMenu } from '@hookline/schema/cms';
import { callerSite } from '../admin/caller-site.ts';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parse, requireContentType } from '../http/parse.ts';
import { checkMenuEntries } from './references.ts';
import { toAdminMenu } from './wire.ts';

const slugTaken = (slug: string) =>
  new HttpError(409, 'slug_taken', `Another menu of this site already uses the slug "${slug}"`);

/**
 * Menus: `GET|POST /api/admin/content/:clientId/menus`, `GET|PUT|DELETE …/menus/:menuId`. Items
 * that point at entries must point at the site's own.
 */
export async function menuRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const json = requireContentType('application/json');
  const base = '/api/admin/content/:clientId/menus';

  const ownMenu = async (request: FastifyRequest) => {
    const { menuId } = parse(ZMenuParams, request.params, 'address');
    const site = await callerSite(db, request);
    const menu = await findMenu(db, site.id, { id: menuId });
    if (!menu) throw notFound(`Menu ${menuId}`);
    return { site, menu };
  };

  app.get(base, async (request): Promise<TAdminMenu[]> => {
    const site = await callerSite(db, request);
    return (await listMenus(db, site.id)).map(toAdminMenu);
  });

  app.post(base, { preValidation: json }, async (request, reply) => {
    const site = await callerSite(db, request);
    const input = parse(ZMenuInput, request.body);
    await checkMenuEntries(db, site.id, input.items);
    try {
      const row = await insertMenu(db, { siteId: site.id, ...input });
      ctx.content.changed(site.id);
      return reply.status(201).send(toAdminMenu(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(input.slug);
      throw error;
    }
  });

  app.get(`${base}/:menuId`, async (request): Promise<TAdminMenu> =>
    toAdminMenu((await ownMenu(request)).menu),
  );

  app.put(`${base}/:menuId`, { preValidation: json }, async (request) => {
    const { site, menu } = await ownMenu(request);
    const input = parse(ZMenuInput, request.body);
    await checkMenuEntries(db, site.id, input.items);
    try {
      const row = await updateMenu(db, site.id, menu.id, input);
      if (!row) throw notFound(`Menu ${menu.id}`);
      ctx.content.changed(site.id);
      return toAdminMenu(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(input.slug);
      throw error;
    }
  });

  app.delete(`${base}/:menuId`, async (request, reply) => {
    const { site, menu } = await ownMenu(request);
    if (!(await deleteMenu(db, site.id, menu.id))) throw notFound(`Menu ${menu.id}`);
    ctx.content.changed(site.id);
    return reply.status(204).send();
  });
}
