import { readFileSync } from 'node:fs';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type BuildOptions, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_TICKET_QUERY_URL, OFFLINE_TICKETS_CACHE } from './src/lib/offline-tickets.ts';
import { SERVER_RENDERED_PAGE } from './src/lib/server-rendered-pages.ts';

// In `npm run dev`, Vite serves the app and forwards API paths to the API.
const api = `http://localhost:${process.env.API_PORT ?? 3000}`;
const features = new URL('./src/features/', import.meta.url).pathname;

/**
 * `graphql(...)` looks each document up in a map of every document of the
 * feature, so a page would carry them all. GraphQL Code Generator's Babel
 * plugin rewrites each call into an import of that one document from the
 * feature's generated gql/ folder. Runs before TypeScript is stripped.
 *
 * Its import still names the feature's one generated module, which Rollup
 * keeps whole in one chunk: the home page would carry the event page's
 * documents and the other way round. So each import is pointed at a module of
 * its own holding only that document (`documentModule`).
 */
function graphqlDocumentImports(): Plugin {
  return {
    name: 'admit:graphql-document-imports',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(DOCUMENT_MODULE) ? id : null),
    load(id) {
      if (!id.startsWith(DOCUMENT_MODULE)) return null;
      const { file, name } = parseDocumentModuleId(id);
      this.addWatchFile(file);
      return documentModule(readFileSync(file, 'utf8'), name) ?? this.error(`${name} is not in ${file}`);
    },
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
      if (!result?.code) return null;
      return { code: importEachDocumentAlone(result.code, `${artifactDirectory}/graphql.ts`), map: result.map };
    },
  };
}

// A virtual module (Rollup's "\0" prefix: no other plugin resolves or transforms it) per generated document.
const DOCUMENT_MODULE = '\0admit-graphql-document:';

/**
 * `<generated file>/<document name>`: a path, not a `#` or `?`, because `vite dev` serves the module at an address
 * made of its id, where a fragment would never reach the server and a query is Vite's own.
 */
function parseDocumentModuleId(id: string): { file: string; name: string } {
  const rest = id.slice(DOCUMENT_MODULE.length);
  const slash = rest.lastIndexOf('/');
  return { file: rest.slice(0, slash), name: rest.slice(slash + 1) };
}

/** `import { ADocument, BFragmentDoc as B } from "./gql/graphql";` → one import per document, on the same line. */
function importEachDocumentAlone(code: string, generatedFile: string): string {
  return code.replace(/import \{([^}]+)\} from "[^"]*\/gql\/graphql";/g, (_statement, specifiers: string) =>
    specifiers
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const name = specifier.split(/\s+as\s+/)[0];
        return `import { ${specifier} } from ${JSON.stringify(`${DOCUMENT_MODULE}${generatedFile}/${name}`)};`;
      })
      .join(' '),
  );
}

/**
 * The generated module writes each document on one line, as
 * `export const NameDocument = {…} as unknown as DocumentNode<…>;`: that line, without its type.
 */
function documentModule(generated: string, name: string): string | undefined {
  const start = `export const ${name} = `;
  if (!generated.includes(start)) return undefined;
  // A fragment's document is read only by the type checker: getFragmentData (lib/fragment-masking.ts) ignores it at
  // run time, and each operation's document carries the fragments it spreads. Nothing hands one to Apollo, so the
  // bundle keeps a document naming no definition (Apollo would refuse one loudly, never misread it).
  if (name.endsWith('FragmentDoc')) return `export const ${name} = { kind: 'Document', definitions: [] };\n`;
  const line = generated.split('\n').find((candidate) => candidate.startsWith(start));
  const end = line?.lastIndexOf(' as unknown as ') ?? -1;
  if (!line || end < 0) return undefined;
  return `export const ${name} = ${line.slice(start.length, end)};\n`;
}

/**
 * An answer the worker gives from its saved copy says so (lib/network-status.ts SAVED_COPY_HEADER, written out:
 * Workbox writes this function into the worker as source, so it must not refer to anything outside itself), so the
 * app knows the network did not answer.
 */
const markSavedCopy = async ({ cachedResponse }: { cachedResponse?: Response | undefined }) => {
  if (!cachedResponse) return null;
  const headers = new Headers(cachedResponse.headers);
  headers.set('x-admit-saved-copy', '1');
  return new Response(cachedResponse.body, {
    status: cachedResponse.status,
    statusText: cachedResponse.statusText,
    headers,
  });
};

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
      // "/" is the home page the server renders, not the precached index.html Workbox would answer it with.
      directoryIndex: null,
      navigateFallbackDenylist: [
        /^\/(graphql|media|exports|webhooks|simulated-processor|healthz|client-config\.json)(\/|\?|$)/,
        // The home and event pages are documents the server renders (src/pages), never the app's shell.
        SERVER_RENDERED_PAGE,
      ],
      cleanupOutdatedCaches: true,
      // The app's own maps are hidden (build.sourcemap); the worker's would be served beside it.
      sourcemap: false,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // The server-rendered pages from the network, or as last seen when the network is gone or slow.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && (url.pathname === '/' || url.pathname.startsWith('/e/')),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'admit-pages',
            networkTimeoutSeconds: 3,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 30 },
          },
        },
        {
          // Their scripts and styles (the app's own are precached); names carry a hash, so a copy is never stale.
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'admit-assets', expiration: { maxEntries: 60 } },
        },
        {
          urlPattern: OFFLINE_TICKET_QUERY_URL,
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_TICKETS_CACHE,
            networkTimeoutSeconds: 3,
            // The API's answers vary by Authorization, and the ID token changes every hour: offline, an expired
            // token cannot be refreshed and the request goes without one (lib/apollo.ts). The cache holds only this
            // browser's signed-in person's answers and is emptied at sign-out, so its copy is the one to give.
            matchOptions: { ignoreVary: true },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // Only a signed-in answer is worth keeping (a signed-out one holds no tickets, only an error).
                // Written into the service worker as source: it must not refer to anything outside itself.
                cacheWillUpdate: async ({ request, response }) =>
                  request.headers.has('authorization') ? response : null,
                cachedResponseWillBeUsed: markSavedCopy,
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

const outDir = process.env.WEB_DIST_DIR ?? 'dist';

/** react-bootstrap marks its modules "use client" for React Server Components, which Admit does not use. */
const withoutUseClientWarnings: NonNullable<NonNullable<BuildOptions['rollupOptions']>['onLog']> = (
  level,
  log,
  handler,
) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log));

/** The browser's own ResizeObserver for a polyfill a library still imports (src/lib/native-resize-observer.ts). */
const NATIVE_RESIZE_OBSERVER: Alias = {
  find: /^resize-observer-polyfill$/,
  replacement: new URL('./src/lib/native-resize-observer.ts', import.meta.url).pathname,
};

/** The server-rendered pages run on Preact's React-compatible API: the same components, a tenth of the runtime. */
const PREACT_COMPAT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ mode, isSsrBuild }) => {
  if (mode === 'pages') {
    return {
      plugins: [graphqlDocumentImports()],
      resolve: { alias: [...PREACT_COMPAT, NATIVE_RESIZE_OBSERVER] },
      // Libraries' production code on the server too, whatever NODE_ENV the API runs with (tests, npm start).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // The client build (the first) copies public/ once.
      publicDir: false,
      // Everything bundled into the server build: the API needs none of the web app's packages at run time.
      ssr: { noExternal: true },
      build: isSsrBuild
        ? {
            outDir: `${outDir}/.ssr`,
            emptyOutDir: true,
            sourcemap: true,
            rollupOptions: { input: 'src/pages/entry-server.tsx', onLog: withoutUseClientWarnings },
          }
        : {
            outDir,
            emptyOutDir: false,
            sourcemap: 'hidden',
            manifest: 'pages-manifest.json',
            rollupOptions: {
              input: {
                home: 'src/pages/home.client.tsx',
                event: 'src/pages/event.client.tsx',
                queue: 'src/pages/queue.client.tsx',
              },
              onLog: withoutUseClientWarnings,
            },
          },
    };
  }
  return {
    plugins: [graphqlDocumentImports(), react(), offlineTickets()],
    resolve: { alias: [NATIVE_RESIZE_OBSERVER] },
    // Maps are generated for error reports but not referenced from the served files.
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
    server: {
      proxy: {
        '/graphql': api,
        '/client-config.json': api,
        '/healthz': api,
        '/media': api,
        '/exports/': api,
        // The pages the API renders (npm run dev builds them as they change), and their files.
        [SERVER_RENDERED_PAGE.source]: api,
        '/assets/': api,
      },
    },
  };
});
