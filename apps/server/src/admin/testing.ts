import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSiteWithLightbox, tables, uniqueSuffixForEmail, type Db } from '@hookline/db';
import { hashPassword } from '../auth/password.ts';
