import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The dashboard, served by the server at `/app/` from `apps/dashboard/dist`. `root` is this folder
 * so the build works from the repository root (`npx vite build --config apps/dashboard/vite.config.ts`)
 * as well as from here. `npm run dev` proxies the API and the media library's files to a server on
 * port 3000.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      '/api': process.env.HOOKLINE_API ?? 'http://localhost:3000',
      '/media': process.env.HOOKLINE_API ?? 'http://localhost:3000',
    },
  },
});
