import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PostgresServer = {
  /** The server's `postgres` database, as DATABASE_URL takes it. */
  url: string;
  /** A fast shutdown (every connection cut, open transactions rolled back) and a start, as an operator's restart. */
  restart(): Promise<number>;
  stop(): Promise<void>;
};

/** Debian's PostgreSQL binaries (the newest installed major), or POSTGRES_BIN_DIR. */
function binDir(): string {
  const given = process.env['POSTGRES_BIN_DIR'];
  if (given) return given;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set POSTGRES_BIN_DIR');
  return path.join(root, newest, 'bin');
}

/**
 * A PostgreSQL server of the caller's own: a fresh cluster in a temporary directory, on `port` on loopback, trust
 * auth, nothing kept (fsync off, removed at stop). For a test that restarts PostgreSQL, which it cannot do to the
 * machine's server without breaking every other suite on it. PostgreSQL refuses to run as root, so as root the
 * cluster is made and run as the `postgres` user, which Debian's package creates.
 */
export async function startPostgresServer(port: number): Promise<PostgresServer> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  // As root, /tmp: the postgres user must reach the directory, which a TMPDIR under root's home would not let it.
  const dir = mkdtempSync(path.join(asRoot ? '/tmp' : os.tmpdir(), 'admit-pg-'));
  const pg = async (command: string, args: string[]) => {
    const file = path.join(bin, command);
    const { stdout } = asRoot ? await run('runuser', ['-u', 'postgres', '--', file, ...args]) : await run(file, args);
    return stdout;
  };
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  const ctl = (action: string, extra: string[] = []) =>
    pg('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', path.join(dir, 'log'), '-o', options, ...extra, action]);
  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N']);
    await ctl('start');
  } catch (error) {
    // Nothing left behind: a server that started late, or the directory.
    await ctl('stop', ['-m', 'immediate']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      const started = performance.now();
      await ctl('restart', ['-m', 'fast']);
      return Math.round(performance.now() - started);
    },
    async stop() {
      await ctl('stop', ['-m', 'immediate']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
