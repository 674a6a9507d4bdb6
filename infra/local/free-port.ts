import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port that is free on the loopback interface right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Resolves once something accepts HTTP requests at the URL (any status), or rejects after the timeout: generous, as a
 * Java service (DynamoDB Local) on a busy two-core machine can take over half a minute to listen; a service that
 * exits first fails at once instead (childService).
 */
export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/** A local service run as a child process, stopped by its own PID. */
export type ChildService = { endpoint: string; stop: () => Promise<void> };

/**
 * Waits until the child answers HTTP at the endpoint and returns how to stop it; kills it and rethrows if it fails
 * to start (spawn error, or nothing answering in time).
 */
export async function childService(child: ChildProcess, endpoint: string): Promise<ChildService> {
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const failed = new Promise<never>((_, reject) => child.once('error', reject));
  try {
    await Promise.race([waitForHttp(endpoint), failed]);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    endpoint,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
