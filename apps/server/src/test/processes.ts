import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { callApi, type ApiCallOptions } from '@quartier/testing';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A real server (or CLI) process from the TypeScript sources, its output kept for messages. */
export function startProcess(script: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : -2))),
  );
  return { child, exited, output: () => output };
}

export type Proc = ReturnType<typeof startProcess>;

export async function waitHealthy(port: number, proc: Proc, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void proc.exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`le serveur ne répond pas :\n${proc.output()}`);
}

export async function stop(proc: Proc): Promise<number> {
  proc.child.kill('SIGTERM');
  return proc.exited;
}

/** A call to the API of the server process listening on `port` (see @quartier/testing). */
export function api(port: number, method: string, path: string, options: ApiCallOptions = {}) {
  return callApi(`http://127.0.0.1:${port}`, method, path, options);
}
