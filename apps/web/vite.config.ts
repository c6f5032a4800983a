import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [graphqlDocumentImports(), react()],
  // Maps are generated for error reports but not referenced from the served files.
  build: { outDir: process.env.WEB_DIST_DIR ?? 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    proxy: { '/graphql': api, '/client-config.json': api, '/healthz': api },
  },
});
