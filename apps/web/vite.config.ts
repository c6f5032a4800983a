import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In `npm run dev`, Vite serves the app and forwards API paths to the API.
const api = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  // Maps are generated for error reports but not referenced from the served files.
  build: { outDir: process.env.WEB_DIST_DIR ?? 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    proxy: { '/graphql': api, '/client-config.json': api, '/healthz': api },
  },
});
