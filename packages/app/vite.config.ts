import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { linguiPlugins } from '../../lingui.vite.ts';

/** The plugins of both builds: Lingui (a build fails on a message some language lacks) and React's JSX. */
export function appPlugins(): PluginOption[] {
  return [...linguiPlugins({ failOnMissing: true }), react()];
}

/** The server behind the dev server (`npm run dev` sets it from PORT); /api and /files are proxied to it. */
const apiUrl = process.env.DEV_API_URL ?? 'http://127.0.0.1:3000';

/** In the dev server, `/q/{uuid}` is the customer page (q.html, with React; it fetches the link's view itself). */
const customerPageInDev: Plugin = {
  name: 'customer-page-in-dev',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/q\/[^/?]+\/?(\?|$)/.test(request.url)) request.url = '/q.html';
      next();
    });
  },
};

// The single-page app (the customer page is built apart: vite.q.config.ts). `vite build` prints every chunk with
// its gzip size; the server serves dist/ at "/".
export default defineConfig({
  root: import.meta.dirname,
  plugins: [...appPlugins(), customerPageInDev],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
  },
  server: {
    // the proxy streams responses as they come, so the /api/sse event stream passes through unbuffered
    proxy: { '/api': apiUrl, '/files': apiUrl },
  },
});
