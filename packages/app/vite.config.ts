import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The server behind the dev server (`npm run dev` sets it from PORT); /api and /files are proxied to it. */
const apiUrl = process.env.DEV_API_URL ?? 'http://127.0.0.1:3000';

// The single-page app. `vite build` prints every chunk with its gzip size; the server serves dist/ at "/".
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
