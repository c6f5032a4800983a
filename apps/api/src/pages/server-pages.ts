import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageAssets, ServerPages } from '@admit/shared';

/** Where the web build puts the pages' server bundle and the manifest of their browser files. */
export const SERVER_PAGES_ENTRY = path.join('.ssr', 'entry-server.js');
export const PAGES_MANIFEST = 'pages-manifest.json';

/** One entry of Vite's build manifest (the fields used here). */
type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

export type LoadedPages = { pages: ServerPages; assetsOf(page: string): PageAssets };

/** The pages as built now; `current()` is the same build in production, the latest one under `npm run dev`. */
export type ServerPagesSource = { routes: readonly string[]; current(): Promise<LoadedPages> };

/**
 * The web app's server-rendered pages, from a build of apps/web (`npm run build`): the server bundle, and for each
 * page the script, styles and imported modules its HTML must name. Null when the build has none. With `reload`
 * (development), a newer build is picked up at the next request.
 */
export async function loadServerPages(distDir: string, { reload = false } = {}): Promise<ServerPagesSource | null> {
  const entry = path.join(distDir, SERVER_PAGES_ENTRY);
  const manifestFile = path.join(distDir, PAGES_MANIFEST);
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const builtAt = () => Math.max(statSync(entry).mtimeMs, statSync(manifestFile).mtimeMs);
  let version = builtAt();
  let loaded = await load(entry, manifestFile, version);
  return {
    routes: loaded.pages.routes,
    async current() {
      if (reload && builtAt() !== version) {
        version = builtAt();
        loaded = await load(entry, manifestFile, version);
      }
      return loaded;
    },
  };
}

async function load(entry: string, manifestFile: string, version: number): Promise<LoadedPages> {
  // The version in the address: a rebuilt bundle is a new module, not the one Node has cached.
  const module = (await import(`${pathToFileURL(entry).href}?v=${version}`)) as { serverPages?: ServerPages };
  if (!module.serverPages) throw new Error(`${entry} does not export serverPages.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const byPage = new Map<string, PageAssets>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry && chunk.name) byPage.set(chunk.name, assetsFor(chunk, manifest));
  }
  return {
    pages: module.serverPages,
    assetsOf(page) {
      const assets = byPage.get(page);
      if (!assets) throw new Error(`The web build has no script for the ${page} page.`);
      return assets;
    },
  };
}

/**
 * An entry's script, every module it imports (preloaded together, not one after another), and all their styles,
 * in the order the bundler ran them: what a module imports first (Bootstrap before the components on top of it).
 */
function assetsFor(entry: ManifestChunk, manifest: Record<string, ManifestChunk>): PageAssets {
  const imports: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const addStyles = (chunk: ManifestChunk) => {
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
  };
  const visit = (keys: readonly string[] | undefined) => {
    for (const key of keys ?? []) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      imports.push(chunk.file);
      visit(chunk.imports);
      addStyles(chunk);
    }
  };
  visit(entry.imports);
  addStyles(entry);
  const url = (file: string) => `/${file}`;
  return { script: url(entry.file), modulePreloads: imports.map(url), styles: styles.map(url) };
}
