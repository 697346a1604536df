import fs from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of ARCHITECTURE.md are only worth something while lint really rejects
// their violations. Each case lints a small made-up file at a real path and expects the rule to
// fire, so a rule that silently stops matching (as a misread pattern once did) fails here.

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

/** Some real file of a folder under src/web (a feature's components, an API resource), whatever it is called today. */
const moduleIn = (folder: string) => {
  const file = fs.readdirSync(`src/web/${folder}`).find((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
  return `${folder}/${file!.replace(/\.tsx?$/, '')}`;
};
/** Some real component of a web feature. */
const featureFileOf = (feature: string) =>
  moduleIn(`features/${feature}/components`).replace(/^features\//, '');
/** Some real endpoint file of the API layer. */
const apiFile = () => moduleIn('api/clients');

const restricted = 'import-x/no-restricted-paths';

describe('lint rejects', () => {
  it('a relative import across web features', async () => {
    const code = `import * as other from '../../${featureFileOf('services')}';\nexport const x = other;\n`;
    expect(await ruleIds('src/web/features/clients/components/probe.tsx', code)).toContain(restricted);
  });

  it('an aliased import across web features', async () => {
    const code = `import * as other from '@/features/${featureFileOf('services')}';\nexport const x = other;\n`;
    expect(await ruleIds('src/web/features/clients/components/probe.tsx', code)).toContain(restricted);
  });

  it('#server/* from the web and from shared', async () => {
    const code = `import { AppError } from '#server/lib/app-error';\nexport const x = AppError;\n`;
    expect(await ruleIds('src/web/lib/probe.ts', code)).toContain(restricted);
    expect(await ruleIds('src/shared/domain/probe.ts', code)).toContain(restricted);
  });

  it('components/, lib/ or config/ importing a feature', async () => {
    const code = `import * as feature from '@/features/${featureFileOf('services')}';\nexport const x = feature;\n`;
    for (const folder of ['components/ui', 'lib', 'config']) {
      expect(await ruleIds(`src/web/${folder}/probe.ts`, code)).toContain(restricted);
    }
  });

  it('src/web/api importing a feature, the app, a shared component or config', async () => {
    const imports = [
      `@/features/${featureFileOf('clients')}`,
      '@/app/routes/clientes',
      '@/components/ui/button',
      '@/config/paths',
    ];
    for (const path of imports) {
      const code = `import * as outside from '${path}';\nexport const x = outside;\n`;
      expect(await ruleIds('src/web/api/clients/probe.ts', code)).toContain(restricted);
    }
  });

  it('lib/ or config/ importing the API layer (it sits above them)', async () => {
    const code = `import * as endpoint from '@/${apiFile()}';\nexport const x = endpoint;\n`;
    expect(await ruleIds('src/web/lib/probe.ts', code)).toContain(restricted);
    expect(await ruleIds('src/web/config/probe.ts', code)).toContain(restricted);
  });

  it('the API client outside src/web/api: a feature, a route, a component or lib calling an endpoint', async () => {
    const code = `import { api } from '@/lib/api-client';\nexport const x = api.get('/api/clients');\n`;
    for (const file of [
      'src/web/features/clients/components/probe.tsx',
      'src/web/app/routes/probe.tsx',
      'src/web/components/ui/probe.tsx',
      'src/web/lib/probe.ts',
      'src/web/main-probe.tsx',
    ]) {
      expect(await ruleIds(file, code)).toContain(restricted);
    }
    // A relative path reaches the same file, and is caught the same way.
    const relative = `import { api } from './api-client';\nexport const x = api;\n`;
    expect(await ruleIds('src/web/lib/probe.ts', relative)).toContain(restricted);
  });

  it('server db/ importing a module', async () => {
    const code = `import { createUser } from '../modules/users/user.service';\nexport const x = createUser;\n`;
    expect(await ruleIds('src/server/db/probe.ts', code)).toContain(restricted);
  });

  it('server identity/ importing a module or a plugin', async () => {
    const module = `import { findUserRow } from '../modules/users/user.service';\nexport const x = findUserRow;\n`;
    expect(await ruleIds('src/server/identity/probe.ts', module)).toContain(restricted);
    const plugin = `import { SESSION_COOKIE } from '#server/plugins/cookies';\nexport const x = SESSION_COOKIE;\n`;
    expect(await ruleIds('src/server/identity/probe.ts', plugin)).toContain(restricted);
  });

  it("a server module reaching another module's repository", async () => {
    const code = `import { listUsers } from '../users/user.repository';\nexport const x = listUsers;\n`;
    expect(await ruleIds('src/server/modules/clients/probe.service.ts', code)).toContain(restricted);
  });

  it("a server module reaching a repository nested in another module's folder", async () => {
    const code = `import { listAccountPageJson } from '../accounts/list/account-page-json.repository';\nexport const x = listAccountPageJson;\n`;
    expect(await ruleIds('src/server/modules/clients/probe.service.ts', code)).toContain(restricted);
  });

  it("a nested folder reaching another module's repository", async () => {
    const code = `import { listUsers } from '../../users/user.repository';\nexport const x = listUsers;\n`;
    expect(await ruleIds('src/server/modules/accounts/list/probe.service.ts', code)).toContain(restricted);
  });

  it('a migration importing app code', async () => {
    const code = `import { nowIso } from '../../lib/time';\nexport const x = nowIso;\n`;
    expect(await ruleIds('src/server/db/migrations/20991231235959-probe.ts', code)).toContain(restricted);
  });

  it('an import cycle', async () => {
    // clients.ts imports ./common, so common importing ./clients closes a cycle.
    const code = `import { clientInputSchema } from './clients';\nexport const x = clientInputSchema;\n`;
    expect(await ruleIds('src/shared/schemas/common.ts', code)).toContain('import-x/no-cycle');
  });

  it('an import the resolver cannot follow (it would pass every zone unseen)', async () => {
    const code = `import { nothing } from '#server/does-not-exist';\nexport const x = nothing;\n`;
    expect(await ruleIds('src/server/app-probe.ts', code)).toContain('import-x/no-unresolved');
  });
});

describe('lint accepts', () => {
  it('the imports the layout allows', async () => {
    const web = `import { Button } from '@/components/ui/button';\nimport * as own from '@/features/${featureFileOf('clients')}';\nimport { commonMessages } from '#shared/messages/common';\nexport const x = [Button, own, commonMessages];\n`;
    expect(await ruleIds('src/web/features/clients/components/probe.tsx', web)).toEqual([]);
    const data = `import * as endpoint from '@/${apiFile()}';\nimport { errorMessage } from '@/lib/api-error';\nexport const x = [endpoint, errorMessage];\n`;
    expect(await ruleIds('src/web/features/clients/components/probe.tsx', data)).toEqual([]);
    expect(await ruleIds('src/web/app/routes/probe.tsx', data)).toEqual([]);
    const api = `import { api } from '@/lib/api-client';\nimport { commonMessages } from '#shared/messages/common';\nimport * as sibling from '@/${apiFile()}';\nexport const x = [api, commonMessages, sibling];\n`;
    expect(await ruleIds('src/web/api/clients/probe.ts', api)).toEqual([]);
    const server = `import { createUser } from '../users/user.service';\nexport const x = createUser;\n`;
    expect(await ruleIds('src/server/modules/clients/probe.service.ts', server)).toEqual([]);
    // A nested folder uses its own module's repositories, at the top or nested.
    const nested = `import { findAccount } from '../account.repository';\nimport { listAccountPageJson } from './account-page-json.repository';\nexport const x = [findAccount, listAccountPageJson];\n`;
    expect(await ruleIds('src/server/modules/accounts/list/probe.service.ts', nested)).toEqual([]);
    const identity = `import type { UserRow } from '../db/schema';\nimport { AppError } from '../lib/app-error';\nexport type X = UserRow;\nexport const x = AppError;\n`;
    expect(await ruleIds('src/server/identity/probe.ts', identity)).toEqual([]);
  });
});
