/**
 * The Vendure peer (../shared/bench/vendure-peer): its scripts install Vendure 3.7.3 and its sample catalogue under
 * /tmp/vendure-peer (setup.sh), start it on 127.0.0.1:3100 with a private PostgreSQL cluster on port 5440
 * (start.sh) and stop both (stop.sh). Used by bench:rush (its guest checkout) and bench:peer (its Shop API reads).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const peerDir = path.resolve(import.meta.dirname, '../../../shared/bench/vendure-peer');
export const root = process.env['VP_ROOT'] ?? '/tmp/vendure-peer';
export const installed = path.join(root, 'app/node_modules/@vendure/core');

/**
 * The peer's scripts run as its README runs them, from a plain shell: with the machine's own node and npm, not the
 * ones npm's PATH puts first (this project's Node 24 and npm, whose install the peer's dependency check refuses),
 * and without the npm_* settings npm passes down (this project's strict-allow-scripts refuses the peer's install).
 */
const machineEnv: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_'))),
  PATH: (process.env['PATH'] ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter),
};

export function runPeerScript(
  command: string,
  args: string[],
  echo: boolean,
  onStart: (pid: number) => void = () => undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: peerDir,
      env: machineEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid) onStart(child.pid);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} exited ${code}:\n${output}`)),
    );
  });
}

/** Vendure running with its catalogue (installed first if need be, about 90 s); stop it with stopVendure(). */
export async function startVendure(): Promise<void> {
  if (!existsSync(peerDir)) throw new Error(`The Vendure peer is not at ${peerDir}.`);
  if (!existsSync(installed)) console.log('Installing Vendure under /tmp/vendure-peer (setup.sh, about 90 s)…');
  await runPeerScript(path.join(peerDir, 'setup.sh'), [], false);
  await runPeerScript(path.join(peerDir, 'start.sh'), [], false);
}

export async function stopVendure(): Promise<void> {
  await runPeerScript(path.join(peerDir, 'stop.sh'), [], false);
}
