import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MIN_NODE_MAJOR } from '../apps/api/src/runtime/require-supported-node.js';

const root = path.resolve(import.meta.dirname, '..');
const PRELOAD = 'apps/api/src/runtime/require-supported-node.js';
const run = promisify(execFile);

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** The npm scripts that start Node on a TypeScript entry, as [name, package dir, node arguments]. */
function launchScripts(): [string, string, string[]][] {
  const found: [string, string, string[]][] = [];
  for (const dir of ['.', 'apps/api']) {
    const { scripts } = readJson(path.join(dir, 'package.json')) as { scripts: Record<string, string> };
    for (const [name, command] of Object.entries(scripts)) {
      const launch = /(?:^|&& )node (.+\.ts)$/.exec(command);
      if (launch?.[1]) found.push([`npm run ${name}${dir === '.' ? '' : ` -w ${dir}`}`, dir, launch[1].split(' ')]);
    }
  }
  return found;
}

/** Every compiled addon (*.node) npm installed, wherever it sits in node_modules. */
function nativeAddons(dir = path.join(root, 'node_modules')): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...nativeAddons(full));
    else if (entry.isFile() && entry.name.endsWith('.node')) found.push(full);
  }
  return found;
}

describe('the runtime', () => {
  it(`runs the tests on the Node ${MIN_NODE_MAJOR} that npm ci installed, not the machine's own`, () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(MIN_NODE_MAJOR);
    expect(realpathSync(process.execPath)).toContain(`${path.sep}node_modules${path.sep}node${path.sep}`);
  });

  it('declares Node 24 in package.json, and allows only the node package an install script', () => {
    const pkg = readJson('package.json') as { engines: { node: string }; allowScripts: Record<string, boolean> };
    expect(pkg.engines.node).toBe('>=24');
    expect(MIN_NODE_MAJOR).toBe(24);
    // The node package's install script fetches the binary; it is the only one allowed to run.
    expect(Object.entries(pkg.allowScripts).filter(([, allowed]) => allowed)).toEqual([['node', true]]);
  });

  // What someone would meet on an older Node (say the node package did not install): every npm script that
  // starts a process stops with one sentence before its TypeScript entry is even read. An older Node cannot be
  // fetched here, so the check is given a newer minimum than this Node instead: a copy of the preloaded file,
  // in a tree whose package.json asks for Node 99, where the entry files do not exist at all.
  it.each(launchScripts())('refuses a Node older than engines.node in `%s`, saying why', async (_name, dir, args) => {
    const tree = mkdtempSync(path.join(os.tmpdir(), 'admit-engines-'));
    writeFileSync(path.join(tree, 'package.json'), JSON.stringify({ type: 'module', engines: { node: '>=99' } }));
    mkdirSync(path.join(tree, path.dirname(PRELOAD)), { recursive: true });
    copyFileSync(path.join(root, PRELOAD), path.join(tree, PRELOAD));
    const attempt = run(process.execPath, args, { cwd: path.join(tree, dir) });
    await expect(attempt).rejects.toMatchObject({
      code: 1,
      stderr: `admit: Admit needs Node 99 or newer, but this is Node ${process.versions.node}. Start it through npm (npm start), which runs the Node 99 that "npm ci" installed, or install Node 99 LTS.\n`,
    });
  });
});

describe('native addons', () => {
  // npm on these machines builds addons against Node 20's headers (nodedir). An
  // addon tied to one Node ABI exports node_register_module_v<ABI>; Node-API
  // addons export napi_register_module_v1 and load on any Node.
  it('are all Node-API builds, so none is tied to the Node they were built for', () => {
    const addons = nativeAddons();
    expect(addons.length).toBeGreaterThan(0);
    const abiBound = addons.filter((file) => {
      const binary = readFileSync(file);
      return binary.includes('node_register_module_v') || !binary.includes('napi_register_module_v1');
    });
    expect(abiBound.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('load and work under this Node: sharp resizes an image', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#198754' } })
      .png()
      .toBuffer();
    const resized = await sharp(png).resize({ width: 10 }).webp().toBuffer({ resolveWithObject: true });
    expect(resized.info).toMatchObject({ format: 'webp', width: 10, height: 5 });
  });
});

describe('WebCrypto', () => {
  // Checkout signs ticket codes with Ed25519 and the door verifies them
  // offline; Node 24 has it built in, so no signing library is needed.
  it('signs with Ed25519 and rejects a tampered message', async () => {
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const message = new TextEncoder().encode('ticket:0b7c…:v1');
    const signature = await crypto.subtle.sign('Ed25519', keys.privateKey, message);
    expect(signature.byteLength).toBe(64);
    const rawPublic = await crypto.subtle.exportKey('raw', keys.publicKey);
    const imported = await crypto.subtle.importKey('raw', rawPublic, 'Ed25519', true, ['verify']);
    expect(await crypto.subtle.verify('Ed25519', imported, signature, message)).toBe(true);
    const tampered = new TextEncoder().encode('ticket:0b7c…:v2');
    expect(await crypto.subtle.verify('Ed25519', imported, signature, tampered)).toBe(false);
  });
});
