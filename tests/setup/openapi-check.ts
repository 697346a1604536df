import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/server/app';

// The API tests check every JSON answer they receive against the OpenAPI document the app
// generates from its routes (issue 28, item 1): the schema documented for that method, path and
// status, or the error shape documented for every refusal. A route whose answer drifts from what
// it documents fails the test that called it, not a separate audit.

interface Operation {
  pattern: RegExp;
  literal: number;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const checkers = new WeakMap<App, (method: string, url: string, response: LightMyRequestResponse) => void>();

function operationsOf(doc: { paths: Record<string, Record<string, Operation['responses'] & object>> }) {
  const operations = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const segments = path.split('/');
    const pattern = new RegExp(
      `^${segments.map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`,
    );
    const literal = segments.filter((s) => !s.startsWith('{')).length;
    for (const [method, op] of Object.entries(item)) {
      const list = operations.get(method.toUpperCase()) ?? [];
      list.push({ pattern, literal, responses: (op as { responses: Operation['responses'] }).responses });
      operations.set(method.toUpperCase(), list);
    }
  }
  // The most literal path first, as the router matches /api/clients/export before /api/clients/{id}.
  for (const list of operations.values()) list.sort((a, b) => b.literal - a.literal);
  return operations;
}

/** Checks `response` against the app's own OpenAPI document; throws with what differs. */
export function checkAgainstOpenApi(app: App, method: string, url: string, response: LightMyRequestResponse) {
  let check = checkers.get(app);
  if (!check) {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
    const operations = operationsOf(app.swagger() as never);
    const compiled = new Map<object, ValidateFunction>();
    const validateError = ajv.compile(
      (app.swagger() as unknown as { components: { schemas: { Error: object } } }).components.schemas.Error,
    );
    check = (m, u, r) => {
      const type = r.headers['content-type']?.toString() ?? '';
      if (!type.includes('application/json') || r.headers['content-encoding'] || r.body === '') return;
      const path = u.split('?')[0]!;
      // The document and its page are not part of the API they describe.
      if (!path.startsWith('/api/') || /^\/api\/(docs|openapi\.json)/.test(path)) return;
      const op = operations.get(m)?.find((o) => o.pattern.test(path));
      if (!op) {
        // A path no route serves answers the app's not-found error.
        if (r.statusCode === 404 && validateError(r.json())) return;
        throw new Error(`OpenAPI: ${m} ${path} answered ${r.statusCode} and is not in the document`);
      }
      const documented =
        op.responses[String(r.statusCode)] ?? (r.statusCode >= 400 ? op.responses.default : undefined);
      const schema = documented?.content?.['application/json']?.schema;
      if (!schema)
        throw new Error(`OpenAPI: ${m} ${path} answered ${r.statusCode}, which it does not document`);
      let validate = compiled.get(schema);
      if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
      if (!validate(r.json()))
        throw new Error(
          `OpenAPI: ${m} ${path} answered ${r.statusCode} unlike its documented schema: ${ajv.errorsText(validate.errors)}`,
        );
    };
    checkers.set(app, check);
  }
  check(method, url, response);
}
