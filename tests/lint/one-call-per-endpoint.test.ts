import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Each endpoint is called from exactly one file of the web, and that file is under src/web/api
// (one file per endpoint, its query key and hook beside it). The boundaries lint keeps features
// from importing the API client; this keeps a second fetcher of the same endpoint from growing
// inside src/web/api, or an endpoint's path from being written anywhere else (an export link, a
// download). Paths are read from the string and template literals that start with /api/.

/**
 * Files that may name an endpoint outside src/web/api: the client itself, the session, and the
 * client portal's one API file (its own page and bundle, which may not import src/web/api:
 * docs/decisions/051).
 */
const OUTSIDE_ALLOWED = new Set([
  'src/web/lib/api-client.ts',
  'src/web/lib/auth.ts',
  'src/web/portal/portal-api.ts',
]);

interface EndpointUse {
  file: string;
  /** GET, POST, PUT or DELETE when the call is in sight; '*' when the path is only named. */
  method: string;
  /** The path with each `${…}` as :param and without the query string. */
  path: string;
}

/** The literal starting at `start` (a quote or backtick), up to its closing mark. */
function readLiteral(source: string, start: number): string {
  const quote = source[start]!;
  let depth = 0;
  for (let i = start + 1; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') i++;
    else if (quote === '`' && char === '$' && source[i + 1] === '{' && depth === 0) {
      depth = 1;
      i++;
    } else if (depth > 0 && char === '{') depth++;
    else if (depth > 0 && char === '}') depth--;
    else if (depth === 0 && char === quote) return source.slice(start + 1, i);
  }
  return source.slice(start + 1);
}

/** `${…}` (however nested) becomes :param, so that `/api/clients/${id}` matches any other id. */
function normalise(literal: string): string {
  let out = '';
  for (let i = 0; i < literal.length; i++) {
    if (literal[i] === '$' && literal[i + 1] === '{') {
      let depth = 1;
      i += 2;
      while (i < literal.length && depth > 0) {
        if (literal[i] === '{') depth++;
        else if (literal[i] === '}') depth--;
        if (depth > 0) i++;
      }
      out += ':param';
    } else out += literal[i];
  }
  return out.split('?')[0]!.replace(/\/$/, '');
}

const CALL_BEFORE =
  /(?:\bapi\.(get|post|put|delete)|\b(upload)|\b(downloadFile)|\b(fetch))\s*(?:<[^()]*>)?\s*\(\s*$/;

function methodBefore(source: string, start: number): string {
  const match = CALL_BEFORE.exec(source.slice(Math.max(0, start - 200), start));
  if (!match) return '*';
  if (match[1]) return match[1].toUpperCase();
  return match[2] ? 'POST' : 'GET';
}

/** Every endpoint path a source file names, with the method when the call is in sight. */
function endpointUses(file: string, source: string): EndpointUse[] {
  const uses: EndpointUse[] = [];
  for (const match of source.matchAll(/['"`]\/api\//g)) {
    const start = match.index;
    const path = normalise(readLiteral(source, start));
    uses.push({ file, method: methodBefore(source, start), path });
  }
  return uses;
}

/** What breaks the rule: an endpoint named in two files, or named outside src/web/api. */
function endpointProblems(uses: readonly EndpointUse[]): string[] {
  const problems: string[] = [];
  for (const use of uses) {
    if (!use.file.startsWith('src/web/api/') && !OUTSIDE_ALLOWED.has(use.file)) {
      problems.push(`${use.method} ${use.path} is called from ${use.file}, outside src/web/api`);
    }
  }
  for (const [i, a] of uses.entries()) {
    for (const b of uses.slice(i + 1)) {
      const sameMethod = a.method === b.method || a.method === '*' || b.method === '*';
      if (a.path === b.path && a.file !== b.file && sameMethod) {
        problems.push(`${a.method} ${a.path} is called from both ${a.file} and ${b.file}`);
      }
    }
  }
  return [...new Set(problems)];
}

function webSources(dir = 'src/web'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return webSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('each endpoint is called from one file of src/web/api', () => {
  it('holds for the web code', () => {
    const uses = webSources().flatMap((file) => endpointUses(file, fs.readFileSync(file, 'utf8')));
    // The scan really reads the tree: the clients' list and the export links are among the paths.
    expect(uses.map((use) => `${use.method} ${use.path}`)).toEqual(
      expect.arrayContaining(['GET /api/clients', 'POST /api/clients', '* /api/clients/export']),
    );
    expect(endpointProblems(uses)).toEqual([]);
  });

  it('rejects a second fetcher of the same endpoint, with other parameters', () => {
    const uses = [
      ...endpointUses(
        'src/web/api/clients/get-clients.ts',
        'export const getClients = (params: URLSearchParams) => api.get<ClientList>(`/api/clients?${params}`);',
      ),
      ...endpointUses(
        'src/web/api/accounts/search-clients.ts',
        "export const searchClients = (search: string) =>\n  api.get<ClientList>(\n    `/api/clients?${new URLSearchParams({ page: '1', search })}`,\n  );",
      ),
    ];
    expect(endpointProblems(uses)).toEqual([
      'GET /api/clients is called from both src/web/api/clients/get-clients.ts and src/web/api/accounts/search-clients.ts',
    ]);
  });

  it('rejects an endpoint named outside src/web/api, even without a call in sight', () => {
    const uses = endpointUses(
      'src/web/app/routes/clientes.tsx',
      '<ExportMenu path="/api/clients/export" fileName="clientes" />',
    );
    expect(endpointProblems(uses)).toEqual([
      '* /api/clients/export is called from src/web/app/routes/clientes.tsx, outside src/web/api',
    ]);
  });

  it('accepts the methods of one path in different files (each endpoint is a method and a path)', () => {
    const uses = [
      ...endpointUses(
        'src/web/api/clients/save-client.ts',
        'api.put<{ client: Client }>(`/api/clients/${id}`, values)',
      ),
      ...endpointUses(
        'src/web/api/clients/delete-client.ts',
        'api.delete<{ ok: true }>(`/api/clients/${id}`)',
      ),
      ...endpointUses(
        'src/web/api/clients/get-client.ts',
        'api.get<{ client: ClientDetail }>(`/api/clients/${clientId}`, signal)',
      ),
    ];
    expect(uses.map((use) => `${use.method} ${use.path}`)).toEqual([
      'PUT /api/clients/:param',
      'DELETE /api/clients/:param',
      'GET /api/clients/:param',
    ]);
    expect(endpointProblems(uses)).toEqual([]);
  });
});
