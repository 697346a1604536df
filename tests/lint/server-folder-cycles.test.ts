import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// import-x/no-cycle follows files, so two folders that import each other through different files
// pass it: users/user.routes → plugins/auth-guards → users/user.mapper was such a loop, and so
// was audit ↔ users (docs/decisions/027). This walks the imports of the server's folders
// (identity, plugins, lib, db and each module) and finds the loops between folders.
// The files at the top of src/server (app.ts, server.ts, config.ts, app-context.ts…) are left
// out: they are the entry points and the context every folder shares.

const SERVER = 'src/server';

/** `modules/users`, `plugins`, `identity`…, or undefined for a top-level or outside file. */
function folderOf(file: string): string | undefined {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts[0]!.startsWith('..') || parts.length === 1) return undefined;
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(?\s*)'([^']+)'/g;

function importedFiles(file: string, source: string): string[] {
  const targets: string[] = [];
  for (const [, spec] of source.matchAll(IMPORT)) {
    if (spec!.startsWith('.')) targets.push(path.join(path.dirname(file), spec!));
    else if (spec!.startsWith('#server/')) targets.push(path.join(SERVER, spec!.slice('#server/'.length)));
  }
  return targets;
}

/** The groups of folders that reach each other (strongly connected), each with its edges. */
export function folderCycles(sources: Map<string, string>): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [file, source] of sources) {
    const from = folderOf(file);
    if (!from) continue;
    for (const target of importedFiles(file, source)) {
      const to = folderOf(target);
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  // Tarjan's algorithm: every component of more than one folder is a loop.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const folder of edges.keys()) if (!index.has(folder)) visit(folder);
  return loops;
}

function serverSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of fs.readdirSync(SERVER, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    sources.set(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8'));
  }
  return sources;
}

describe('server folders', () => {
  it('never import each other, directly or around a loop', () => {
    const sources = serverSources();
    expect(sources.size).toBeGreaterThan(100);
    expect(folderCycles(sources)).toEqual([]);
  });

  it('a planted loop between two folders, through different files, is found', () => {
    const sources = serverSources();
    sources.set(
      'src/server/modules/users/probe.routes.ts',
      `import { accessPlugin } from '../../plugins/access';\nexport const x = accessPlugin;\n`,
    );
    sources.set(
      'src/server/plugins/probe.ts',
      `import { createUser } from '#server/modules/users/user.service';\nexport const y = createUser;\n`,
    );
    // The loop's folders, with any other folder on a path between them (plugins/session.ts reads
    // users through modules/api-tokens too).
    const cycles = folderCycles(sources);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toEqual(expect.arrayContaining(['modules/users', 'plugins']));
  });
});
