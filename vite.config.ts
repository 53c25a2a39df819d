import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The dashboard client (Preact, built by Vite into dist/dashboard/, served by the web process at
 * /dashboard). Everything it needs is bundled: no CDN, nothing fetched at run time. File names carry a
 * content hash so the server can cache /dashboard/assets/* for a year and index.html not at all.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src/dashboard', import.meta.url)),
  base: '/dashboard/',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('./dist/dashboard', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
  },
});
