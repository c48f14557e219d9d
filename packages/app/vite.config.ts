import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { linguiPlugins } from '../../lingui.vite.ts';

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

/**
 * Both builds: Lingui (a build fails on a message some language lacks), React's JSX, and a gzipped copy of each text
 * file over 1 KB beside it (`app.js.gz`), which the server sends to a browser that accepts gzip: no compressing per
 * request.
 */
const plugins = () => [
  ...linguiPlugins({ failOnMissing: true }),
  react(),
  compression({ algorithms: ['gzip'], include: /\.(js|mjs|css|html|svg|json|map|txt)$/, threshold: 1024 }),
];

/**
 * React's API on Preact's runtime (≈10 KB gzipped where ReactDOM is ≈60 KB), in both production builds: the same
 * components, from @app/ui and @app/screens, which Storybook and the unit tests run on React. `src/q/reactOnPreact.js`
 * adds what React 19 has and Preact 10 lacks (`useEffectEvent`, `ref` as a prop of a function component).
 */
const onPreact: UserConfig['resolve'] = {
  alias: [
    { find: /^react$/, replacement: fileURLToPath(new URL('./src/q/reactOnPreact.js', import.meta.url)) },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  ],
};

/**
 * `vite build --mode customer`: the customer page (`q.html` → dist/q.html, which the server serves at `/q/{uuid}`
 * with the link's view written into it). Its budget is 35 KB of gzipped JavaScript, and React with ReactDOM alone
 * is ≈60 KB, so this build aliases React to Preact's compatibility layer (≈8 KB; src/q/reactOnPreact.js): the same
 * components, from @app/screens, run on both. A build of its own because an alias holds for a whole build; it runs
 * after the app's and adds to dist/.
 */
const customerPage: UserConfig = {
  root: import.meta.dirname,
  plugins: plugins(),
  resolve: onPreact,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    reportCompressedSize: true,
    rollupOptions: { input: { q: 'q.html' } },
  },
};

// The single-page app; `vite build` prints every chunk with its gzip size; the server serves dist/ at "/".
const singlePageApp: UserConfig = {
  root: import.meta.dirname,
  plugins: [...plugins(), customerPageInDev],
  resolve: onPreact,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      // Lingui's runtime (core and react) in a chunk of its own, so `npm run bench` reports its weight on the login
      // route (budget: 6 KB gzipped); the route loads it either way
      output: {
        codeSplitting: {
          groups: [
            // Preact (React's stand-in, see onPreact): every route loads it, and it is not the i18n runtime
            {
              name: 'preact',
              test: /[\\/]node_modules[\\/]preact[\\/]|[\\/]src[\\/]q[\\/]reactOnPreact\.js$/,
              priority: 4,
            },
            {
              name: 'i18n',
              test: /[\\/]node_modules[\\/]@lingui[\\/]/,
              priority: 3,
            },
            // the login page's own code (its form and its checks), then the first download: the entry and whatever the
            // login page shares with the signed-in areas
            {
              name: 'LoginPage',
              test: /packages[\\/](screens[\\/]src[\\/]Login[\\/]|app[\\/]src[\\/]pages[\\/]LoginPage|contract[\\/]src[\\/]auth)/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            { name: 'index', test: /packages[\\/]app[\\/]src[\\/](main|pages[\\/]LoginPage)\.tsx$/, priority: 1 },
            { name: 'area', test: /packages[\\/]app[\\/]src[\\/]pages[\\/]AreaLayout/ },
            {
              name: 'lists',
              test: /[\\/]node_modules[\\/]@tanstack[\\/]|packages[\\/](ui[\\/]src[\\/]DataTable|screens[\\/]src[\\/]shared[\\/](listPage|useListSelection|tenantFilter|columns|TableCells|selectionActions)|app[\\/]src[\\/](data[\\/](useListPage|listQuery|useTenantFilter)|pages[\\/]shared[\\/]listScreen))/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // the proxy streams responses as they come, so the /api/sse event stream passes through unbuffered
    proxy: { '/api': apiUrl, '/files': apiUrl },
  },
};

export default defineConfig(({ mode }) => (mode === 'customer' ? customerPage : singlePageApp));
