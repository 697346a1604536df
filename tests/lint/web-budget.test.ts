import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureBudgets, staticClosure } from '../../scripts/web-budget.mjs';

// `npm run budget` (decision 037) counts what a first visit loads: the entry and each route's
// static imports, never what a route loads later with import().
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  'portal/index.html': { file: 'assets/portal.js', isEntry: true, imports: ['_portal-dom.js'] },
  '_portal-dom.js': { file: 'assets/portal-dom.js' },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_heavy.js': { file: 'assets/heavy.js' },
  'app/routes/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['_shared.js'] },
  'app/routes/cuentas.tsx': {
    file: 'assets/cuentas.js',
    imports: ['_shared.js', 'index.html'],
    dynamicImports: ['_heavy.js'],
  },
};

describe('staticClosure', () => {
  it('follows static imports transitively, once each, and leaves dynamic ones out', () => {
    expect(staticClosure(manifest, [])).toEqual(['assets/index.js', 'assets/react.js']);
    expect(staticClosure(manifest, ['app/routes/app-layout.tsx', 'app/routes/cuentas.tsx'])).toEqual([
      'assets/app-layout.js',
      'assets/cuentas.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it("starts from another page's own entry when told, and shares nothing of the app's", () => {
    expect(staticClosure(manifest, [], 'portal/index.html')).toEqual([
      'assets/portal-dom.js',
      'assets/portal.js',
    ]);
    expect(() => staticClosure(manifest, [], 'gone/index.html')).toThrow(/gone\/index\.html/);
  });

  it('fails loudly when a route module is not in the build', () => {
    expect(() => staticClosure(manifest, ['app/routes/gone.tsx'])).toThrow(/gone\.tsx/);
  });
});

describe('measureBudgets', () => {
  it('gzips the files of each load and sets them against the budgets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
    const full = {
      ...manifest,
      ...Object.fromEntries(
        ['avisos', 'dashboard', 'clientes', 'movimientos'].map((name) => [
          `app/routes/${name}.tsx`,
          { file: `assets/${name}.js` },
        ]),
      ),
    };
    fs.mkdirSync(path.join(dir, 'web', 'assets'), { recursive: true });
    for (const { file } of Object.values(full))
      fs.writeFileSync(path.join(dir, 'web', file), 'x'.repeat(2048));
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(full));
    const routes = measureBudgets({
      manifestPath: path.join(dir, 'manifest.json'),
      webDir: path.join(dir, 'web'),
    });
    expect(routes.login.files).toEqual(['assets/index.js', 'assets/react.js']);
    expect(routes.cuentas.files).toHaveLength(5);
    expect(routes.login.budgetKb).toBe(120);
    expect(routes.cuentas.budgetKb).toBe(220);
    expect(routes.avisos.budgetKb).toBeNull();
    expect(routes.portal.files).toEqual(['assets/portal-dom.js', 'assets/portal.js']);
    expect(routes.portal.budgetKb).toBe(60);
    // 2 KB of one repeated letter gzips to a few dozen bytes per file.
    expect(routes.login.gzipKb).toBeGreaterThan(0);
    expect(routes.login.gzipKb).toBeLessThan(0.2);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
