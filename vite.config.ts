import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { prerender } from './scripts/prerender.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/client'),
  publicDir: path.resolve(import.meta.dirname, 'src/client/public'),
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The application, and the prerendered public pages' template (scripts/prerender.ts).
      input: {
        main: path.resolve(import.meta.dirname, 'src/client/index.html'),
        'public-site': path.resolve(import.meta.dirname, 'src/client/public-site/page.html'),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
