import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBuiltServer, withDatabaseUrl } from '../setup/built-server';

// `node dist/server/server.js`, as a container's CMD starts it, runs the app with the V8 heap
// limits of docs/performance.md (decision 035): the entry starts the app once more with them.

const startServer = useBuiltServer();

const childrenOf = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
const commandLine = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe.skipIf(!fs.existsSync('/proc/self/task'))('the built entry started without flags', () => {
  it('runs the app in one child with the heap flags, and passes SIGTERM on and its exit code back', () =>
    withDatabaseUrl(async (url) => {
      const server = await startServer(url);
      const children = childrenOf(server.child.pid!);
      expect(children).toHaveLength(1);
      expect(commandLine(children[0]!)).toEqual(
        expect.arrayContaining(['--max-semi-space-size=4', '--heap-growing-percent=20']),
      );
      expect(childrenOf(children[0]!)).toEqual([]);

      server.child.kill('SIGTERM');
      expect((await server.exitWithin(15_000)).code).toBe(0);
      expect(server.output()).toContain('SIGTERM recibido');
      expect(alive(children[0]!)).toBe(false);
    }));

  it('closes the app when the entry process is killed outright', () =>
    withDatabaseUrl(async (url) => {
      const server = await startServer(url);
      const [app] = childrenOf(server.child.pid!);
      server.child.kill('SIGKILL');
      expect(await until(() => !alive(app!), 15_000)).toBe(true);
    }));
});
