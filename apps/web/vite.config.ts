import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
// Where `vite` (dev) and `vite preview` send /api; the API listens on 3000 by default.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// Screens are split per route with React.lazy (src/app/routes.tsx), so /login stays small.
export default defineConfig({
  root,
  plugins: [react()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/check-bundle.mjs to hold each route's initial JavaScript to its budget.
    manifest: true,
  },
});
