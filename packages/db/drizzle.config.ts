import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['src/tables.ts', 'src/catalog-tables.ts', 'src/dashboard-tables.ts'],
  out: 'migrations',
});
