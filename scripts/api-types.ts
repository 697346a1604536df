// `npm run api:types [-- <out file>]`: TypeScript types for the API (issue 28, item 5), generated
// by openapi-typescript from the OpenAPI document the app builds from its zod schemas. No server
// needs to run: the app is built in memory on a throwaway SQLite file, asked for its document
// (app.swagger()) and closed. The output (default src/generated/api.d.ts) is not committed
// (docs/decisions/046): whoever needs it generates it from the code they run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';

export const DEFAULT_API_TYPES_FILE = path.resolve(import.meta.dirname, '../src/generated/api.d.ts');

const HEADER =
  '// Generado por `npm run api:types` desde el documento OpenAPI de Cuentas Claras. No lo edites.\n\n';

/** The app's OpenAPI document, from an app built on a temporary SQLite file (no migrations run). */
export async function buildOpenApiDocument(): Promise<OpenAPI3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-api-types-'));
  const database = createDatabase(`file:${path.join(dir, 'app.db')}`);
  try {
    const app = await buildApp({ config: loadConfig({ ADMIN_PASSWORD: 'sin-uso' }), database });
    try {
      await app.ready();
      return app.swagger() as unknown as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The TypeScript declarations (`paths`, `components`, `operations`) of an OpenAPI document. */
export async function openApiTypes(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(structuredClone(document), { alphabetize: true });
  return HEADER + astToString(ast);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = path.resolve(process.argv[2] ?? DEFAULT_API_TYPES_FILE);
  const types = await openApiTypes(await buildOpenApiDocument());
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, types);
  console.log(`Tipos de la API escritos en ${path.relative(process.cwd(), out)}`);
}
