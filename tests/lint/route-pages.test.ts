import { describe, expect, it } from 'vitest';
import { sections, subSections } from '../../src/web/config/sections';
import { routePageFile, routePages, routePathOf } from '../../scripts/route-pages.mjs';

// Each screen's copy of index.html preloads the chunks its first visit loads after the entry
// (issue 23, the phone): the shell's and the screen's static imports, nothing index.html already
// loads, nothing a screen loads later with import().
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_heavy.js': { file: 'assets/heavy.js' },
  'app/routes/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['_shared.js'] },
  'app/routes/cuentas.tsx': {
    file: 'assets/cuentas.js',
    imports: ['_shared.js', 'index.html'],
    dynamicImports: ['_heavy.js'],
    css: ['assets/cuentas.css'],
  },
};
const indexHtml = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('routePages', () => {
  it("preloads the shell's and the screen's static chunks that index.html does not", () => {
    const page = routePages(manifest, indexHtml, [
      { path: '/dashboard/cuentas', modules: ['app/routes/app-layout.tsx', 'app/routes/cuentas.tsx'] },
    ])[0]!;
    expect(page.file).toBe('dashboard_cuentas.html');
    expect(page.preloads).toEqual(['assets/app-layout.js', 'assets/cuentas.js', 'assets/shared.js']);
    const links = page.html.match(/<link rel="modulepreload"[^>]*>/g);
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="modulepreload" crossorigin href="/assets/app-layout.js">',
      '<link rel="modulepreload" crossorigin href="/assets/cuentas.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
    ]);
    // Everything else of the page is index.html's, in its place.
    expect(
      page.html.replace(
        /<link rel="modulepreload" crossorigin href="\/assets\/(app-layout|cuentas|shared)\.js">\n/g,
        '',
      ),
    ).toBe(indexHtml);
  });

  it('fails the build when a screen is not in the manifest', () => {
    expect(() => routePages(manifest, indexHtml, [{ path: '/x', modules: ['app/routes/gone.tsx'] }])).toThrow(
      /gone\.tsx/,
    );
  });
});

describe('route page names', () => {
  // Every screen the router has, as the build names its copy (vite.config.ts reads the same lists).
  const screens = [...sections.map((s) => s.path), ...subSections.map((s) => s.path)];

  it.each(screens)('name %s and read it back', (routePath) => {
    expect(routePathOf(routePageFile(routePath))).toBe(routePath);
  });

  it.each(['/dashboard/mis_datos', '/dashboard/clientes/:id', '/admin/*', '/', 'dashboard', '/Cuentas'])(
    'refuses %s, which could not be read back or has no one address',
    (routePath) => {
      expect(() => routePageFile(routePath)).toThrow(/no puede tener una copia/);
    },
  );
});
