import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_TICKET_QUERY_URL, OFFLINE_TICKETS_CACHE } from './src/lib/offline-tickets.ts';

// In `npm run dev`, Vite serves the app and forwards API paths to the API.
const api = `http://localhost:${process.env.API_PORT ?? 3000}`;
const features = new URL('./src/features/', import.meta.url).pathname;

/**
 * `graphql(...)` looks each document up in a map of every document of the
 * feature, so a page would carry them all. GraphQL Code Generator's Babel
 * plugin rewrites each call into an import of that one document from the
 * feature's generated gql/ folder. Runs before TypeScript is stripped.
 */
function graphqlDocumentImports(): Plugin {
  return {
    name: 'admit:graphql-document-imports',
    enforce: 'pre',
    async transform(code, id) {
      const feature = id.startsWith(features) ? id.slice(features.length).split('/')[0] : undefined;
      if (!feature || !/\.tsx?$/.test(id) || id.includes('/gql/') || !code.includes('graphql(')) return null;
      const artifactDirectory = `${features}${feature}/gql`;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * The service worker (Workbox, generated): the app shell and every built file precached, so the app starts with
 * the network off; app routes answered with index.html (never the API's paths); the buyer's ticket queries
 * network-first, from the cache when the network is gone or slower than 3 s. Registered by main.tsx after load.
 */
function offlineTickets() {
  return VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    registerType: 'autoUpdate',
    // public/manifest.webmanifest is the app's manifest, linked from index.html.
    manifest: false,
    workbox: {
      // wasm: the door scanner's QR decoder, so the scanner reloads and scans with the network off.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [
        /^\/(graphql|media|webhooks|simulated-processor|healthz|client-config\.json)(\/|\?|$)/,
      ],
      cleanupOutdatedCaches: true,
      // The app's own maps are hidden (build.sourcemap); the worker's would be served beside it.
      sourcemap: false,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: OFFLINE_TICKET_QUERY_URL,
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_TICKETS_CACHE,
            networkTimeoutSeconds: 3,
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // Only a signed-in answer is worth keeping (a signed-out one holds no tickets, only an error).
                // Written into the service worker as source: it must not refer to anything outside itself.
                cacheWillUpdate: async ({ request, response }) =>
                  request.headers.has('authorization') ? response : null,
              },
            ],
          },
        },
        {
          // The session needs the app's configuration to start, offline too.
          urlPattern: /\/client-config\.json$/,
          method: 'GET',
          handler: 'NetworkFirst',
          options: { cacheName: 'admit-config', networkTimeoutSeconds: 3, cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [graphqlDocumentImports(), react(), offlineTickets()],
  // Maps are generated for error reports but not referenced from the served files.
  build: { outDir: process.env.WEB_DIST_DIR ?? 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    proxy: { '/graphql': api, '/client-config.json': api, '/healthz': api },
  },
});
