import { spawn } from 'node:child_process';
import { freePort } from './free-port.ts';

/**
 * A real redis-server (Debian's package; .ci/run installs it) of the test's own, on a free loopback port,
 * keeping nothing on disk. It fails loudly if the binary is missing rather than skipping the test.
 */
export async function startRedisServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not run (apt-get install redis-server): ${error.message}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
