// `npm test`: every check the README promises, in the least time two cores allow (decision 057).
// Chromium first (it may need apt-get), then side by side:
//   - the type check and the lint;
//   - Vitest (unit and API tests, on SQLite and on PostgreSQL when TEST_DATABASE_URL is set);
//   - the build, the JavaScript budget, then Playwright on that build.
// Playwright is the longest step and much of it is a browser waiting for paints and answers, so
// the other steps fill its idle time instead of running before it. Each step's output is printed
// whole when it ends (never interleaved); Playwright's comes last, so a run ends with the test
// runner's own summary. The exit code is 1 when any step failed.
// TEST_SERIAL=1 runs the steps one after another in that order, as `npm test` did before.
import { spawn } from 'node:child_process';

const serial = process.env.TEST_SERIAL === '1';

/** Runs a command; answers its exit code and its output (streamed when `live`). */
function step(name, command, args, { live = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), seconds });
    });
  });
}

function print(result) {
  const mark = result.code === 0 ? '✓' : '✗';
  process.stdout.write(`\n── ${mark} ${result.name} (${result.seconds} s) ──\n${result.output}`);
}

const npm = (script, options) => step(`npm run ${script}`, 'npm', ['run', script, '--silent'], options);

const chromium = await step('chromium', process.execPath, ['scripts/ensure-chromium.mjs'], { live: true });
if (chromium.code !== 0) process.exit(1);

if (serial) {
  for (const script of ['typecheck', 'lint', 'test:unit', 'build', 'budget', 'test:e2e']) {
    const result = await npm(script, { live: true });
    if (result.code !== 0) process.exit(1);
  }
  process.exit(0);
}

/** The build, its budget and the browser tests, stopping at the first that fails. */
async function buildAndBrowse() {
  const results = [];
  for (const script of ['build', 'budget']) {
    const result = await npm(script);
    print(result);
    results.push(result);
    if (result.code !== 0) return results;
  }
  // Printed last of all, below: its summary ends the run.
  results.push(await npm('test:e2e'));
  return results;
}

const [typecheck, lint, unit, browser] = await Promise.all([
  npm('typecheck').then((r) => (print(r), r)),
  npm('lint').then((r) => (print(r), r)),
  npm('test:unit').then((r) => (print(r), r)),
  buildAndBrowse(),
]);
const e2e = browser.find((r) => r.name === 'npm run test:e2e');
if (e2e) print(e2e);
const failed = [typecheck, lint, unit, ...browser].filter((r) => r.code !== 0);
if (failed.length > 0) {
  console.error(`\nFallaron: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
