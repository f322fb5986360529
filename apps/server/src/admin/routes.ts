import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** The dashboard API under `/api/admin/`. */
export async function adminRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
