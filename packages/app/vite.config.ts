import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    proxy: { '/api': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' },
  },
});
