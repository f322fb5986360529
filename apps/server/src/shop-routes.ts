import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

/** The shop, server-rendered at `/`. */
export async function shopRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
