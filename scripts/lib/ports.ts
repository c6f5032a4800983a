import net from 'node:net';

/** Resolves if the port can be bound on this host, rejects with a clear message if not. */
export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is already in use. Stop the program using it, or set ${envName} to another port.`
            : `Cannot use port ${port} (${what}): ${error.message}`,
        ),
      );
    });
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve()));
  });
}
