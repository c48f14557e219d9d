import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appPlugins } from './vite.config.ts';

/**
 * The customer page (`q.html` → dist/q.html, which the server serves at `/q/{uuid}` with the link's view written
 * into it). Its budget is 35 KB of gzipped JavaScript, and React with ReactDOM alone is ≈60 KB, so this build
 * aliases React to Preact's compatibility layer (≈8 KB; src/q/reactOnPreact.js): the same components, from
 * @app/screens, run on both.
 * A build of its own because an alias holds for a whole build; it runs after the app's and adds to dist/.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: appPlugins(),
  resolve: {
    alias: [
      { find: /^react$/, replacement: fileURLToPath(new URL('./src/q/reactOnPreact.js', import.meta.url)) },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    reportCompressedSize: true,
    rollupOptions: { input: { q: 'q.html' } },
  },
});
