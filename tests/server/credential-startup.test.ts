import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { generateDataKey } from '#server/lib/credential-cipher';

// The built server (what `npm start` runs) and its data key (decision 017): generated beside the
// database on the first start; a wrong or missing key stops the start with one line and exit 1,
// before the port opens, rather than failing request after request. The key rules themselves
// are tested in-process on both databases (modules/credentials); this is the process around them.

const repo = path.resolve(import.meta.dirname, '../..');
// Bundling the server, and each start (a new Node process that loads the bundle, the first also
// migrating a new database and hashing the admin's password), take seconds on a quiet machine, but
// more than Vitest's 20 s for a test's three starts when the two cores are busy with other work.
const STARTS_TIMEOUT_MS = 90_000;
let bundleDir: string;
let dataDir: string;

beforeAll(async () => {
  // Inside the repository, so the bundle's packages resolve from its node_modules.
  fs.mkdirSync(path.join(repo, 'node_modules/.cache'), { recursive: true });
  bundleDir = fs.mkdtempSync(path.join(repo, 'node_modules/.cache/cc-key-test-'));
  await buildServer({ outDir: bundleDir });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-key-start-'));
}, STARTS_TIMEOUT_MS);
afterAll(() => {
  fs.rmSync(bundleDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stderr: string;
  listening: boolean;
}

/** Starts the server; stops it with SIGTERM once it listens. Answers how it ended. */
function start(env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, [path.join(bundleDir, 'server.js')], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATABASE_URL: `file:${path.join(dataDir, 'app.db')}`,
      ADMIN_PASSWORD: 'admin-secreto',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let stderr = '';
  let listening = false;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    if (!listening && chunk.toString().includes('Server listening')) {
      listening = true;
      child.kill('SIGTERM');
    }
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr, listening })));
}

const keyFile = () => path.join(dataDir, 'app.db.key');

describe.skipIf(process.env.TEST_DB === 'postgres')('the server and its data key', () => {
  it(
    'generates the key file beside the database on the first start, then stops on a wrong or missing key',
    { timeout: STARTS_TIMEOUT_MS },
    async () => {
      const first = await start();
      expect(first).toMatchObject({ code: 0, listening: true });
      expect(fs.statSync(keyFile()).mode & 0o777).toBe(0o600);

      const wrong = await start({ DATA_KEY: generateDataKey() });
      expect(wrong).toMatchObject({ code: 1, listening: false });
      expect(wrong.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^No se pudo iniciar el servidor: DATA_KEY no es la clave con la que se cifraron/,
        ),
      ]);

      const key = fs.readFileSync(keyFile(), 'utf8');
      fs.rmSync(keyFile());
      const missing = await start();
      expect(missing).toMatchObject({ code: 1, listening: false });
      expect(missing.stderr).toMatch(
        /^No se pudo iniciar el servidor: Falta la clave de datos: .*app\.db\.key/,
      );

      // The key given as DATA_KEY (the file's content) opens it again.
      expect(await start({ DATA_KEY: key.trim() })).toMatchObject({ code: 0, listening: true });
    },
  );

  it(
    'refuses a DATA_KEY that is not a key, naming the variable',
    { timeout: STARTS_TIMEOUT_MS },
    async () => {
      const run = await start({ DATA_KEY: 'corta' });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        'Configuración inválida: DATA_KEY debe ser 32 bytes en base64 o 64 caracteres hexadecimales',
      );
    },
  );
});
