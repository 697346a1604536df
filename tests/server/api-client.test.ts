import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPI3 } from 'openapi-typescript';
import { businessToday } from '#shared/domain/business-time';
import { addMonths } from '#shared/domain/expiry';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertPlan } from '#tests/factories/plan.factory';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import { buildOpenApiDocument, openApiTypes } from '../../scripts/api-types';

// The client SDK check (issue 28, item 5; docs/decisions/046): the types `npm run api:types`
// generates from the live OpenAPI document type a small client (tests/api-client/typed-client.ts),
// which must compile against them and then work against the running app. A route whose documented
// schema loses a field the client reads, or whose parameters change, fails the compilation here.

const t = useTestApp();
const CLIENT_FILE = path.resolve(import.meta.dirname, '../api-client/typed-client.ts');
// Loaded at run time by its path: the repository's own type check cannot resolve the generated
// types it imports (they are made here), so only this test's compilation checks it.
type SellByPlan = (
  baseUrl: string,
  token: string,
  input: { serviceId: number; clientId: number; planName: string },
) => Promise<{ saleId: number; soldProfile: { profileId: number } }>;
let dir: string;
let baseUrl: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-api-client-'));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('sin dirección');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const document = () => structuredClone(t.app.swagger()) as unknown as OpenAPI3;

/** Compiles the client against the types of `doc`; answers its diagnostics as text. */
async function compileClient(doc: OpenAPI3, name: string, oldProgram?: ts.Program) {
  const typesFile = path.join(dir, `${name}.d.ts`);
  fs.writeFileSync(typesFile, await openApiTypes(doc));
  const program = ts.createProgram({
    rootNames: [CLIENT_FILE],
    options: {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      paths: { 'cuentas-claras-api': [typesFile] },
    },
    oldProgram,
  });
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { program, diagnostics };
}

// Type-checking the client with the generated declarations takes a few seconds on a busy machine.
const COMPILE_TIMEOUT = 60_000;
let compiled: ts.Program | undefined;

describe('the typed client (npm run api:types)', () => {
  it('gets the same types from `npm run api:types` (no server) as from the running app', async () => {
    expect(await openApiTypes(await buildOpenApiDocument())).toBe(await openApiTypes(document()));
  });

  it(
    'compiles against the types of the live document',
    async () => {
      const { program, diagnostics } = await compileClient(document(), 'api');
      compiled = program;
      expect(diagnostics).toEqual([]);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'no longer compiles when the document drifts from what the client reads',
    async () => {
      const drifted = document() as unknown as {
        paths: Record<
          string,
          { post: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }
        >;
      };
      type Schema = { properties: Record<string, Schema>; required?: string[] };
      const sale =
        drifted.paths['/api/sales']!.post.responses['201']!.content['application/json']!.schema.properties
          .sale!;
      delete sale.properties.movementId;
      sale.required = sale.required?.filter((field) => field !== 'movementId');
      const broken = await compileClient(drifted as unknown as OpenAPI3, 'drifted', compiled);
      expect(broken.diagnostics.join('\n')).toContain("Property 'movementId' does not exist");
    },
    COMPILE_TIMEOUT,
  );

  it('runs against the app: signs in with a token, lists accounts, sells a profile by plan, reads the movement', async () => {
    // The shop: Netflix with a "3 meses" plan, one account with two free profiles, and Ana.
    const db = t.database.db;
    const service = await insertService(db, { name: 'Netflix', price: 18000 });
    await insertPlan(db, service.id, {
      name: '3 meses',
      duration_days: null,
      duration_months: 3,
      price: 45000,
    });
    const ana = await insertClient(db, { name: 'Ana Ruiz' });
    const account = await insertAccount(db, service.id, { username: 'familia@correo.com' }, [{}, {}]);

    // The admin makes the token in Ajustes → Integraciones (here, through the same API).
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    const created = await admin.post('/api/tokens', {
      name: 'n8n',
      scope: 'escritura',
      sections: ['movimientos'],
    });
    expect(created.statusCode).toBe(201);

    const { sellByPlan } = (await import(/* @vite-ignore */ CLIENT_FILE)) as { sellByPlan: SellByPlan };
    const result = await sellByPlan(baseUrl, created.json().token, {
      serviceId: service.id,
      clientId: ana.id,
      planName: '3 meses',
    });
    const expiry = addMonths(businessToday(t.clock.now(), t.config.TZ_APP), 3);
    expect(result).toMatchObject({
      freeProfiles: 2,
      soldProfile: { expiryDate: expiry },
      movement: { type: 'venta', amount: 45000, clientName: 'Ana Ruiz' },
    });
    const profile = await db
      .selectFrom('profiles')
      .select(['status', 'client_id', 'account_id', 'sale_id'])
      .where('id', '=', result.soldProfile.profileId)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({
      status: 'ocupado',
      client_id: ana.id,
      account_id: account.id,
      sale_id: result.saleId,
    });
  });
});
