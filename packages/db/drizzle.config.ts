import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every concern's tables.ts (src/accounts, src/popups, src/events, src/shop, src/webhooks, ...).
  schema: ['src/*/tables.ts'],
  out: 'migrations',
});
