// The server's entry: it makes sure V8 runs with the heap limits of docs/performance.md however
// it is started (`npm start`, `node dist/server/server.js`, a container's CMD), then loads the app
// (main.ts). `--max-semi-space-size` is fixed when V8 starts and Node refuses
// `--heap-growing-percent` in NODE_OPTIONS, so when they are missing this process starts itself
// once more with them and only waits: it imports nothing else, so it stays small (decision 035).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** V8's young generation at 4 MB a semi-space and the old one collected at 20 % growth. */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=20'];

const missing = SERVER_V8_FLAGS.filter((flag) => !process.execArgv.includes(flag));

if (missing.length === 0) {
  // A computed specifier, so the bundler keeps main.js a file of its own and this one light.
  await import(new URL(`./main${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href);
} else {
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...missing, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    // The channel only tells the app when this process is gone.
    { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
  );
  // The server drains and closes on these; this process only passes them on and waits.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? 128 + (signal === 'SIGKILL' ? 9 : signal === 'SIGINT' ? 2 : 15);
  });
}
