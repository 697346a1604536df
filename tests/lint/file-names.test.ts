import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The file-name rule (eslint-rules/file-names.js) is only worth something while lint really
// rejects a wrong name. Each case lints a small made-up file at a planted path and expects the
// rule to fire, or to stay quiet for the names the layout allows.

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

const rule = 'local/file-names';
const code = 'export const x = 1;\n';

async function fires(filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.some((m) => m.ruleId === rule);
}

describe('the file-name rule rejects', () => {
  it('a name that is not kebab-case, anywhere under src/ or tests/', async () => {
    expect(await fires('src/web/lib/dateFormat.ts')).toBe(true);
    expect(await fires('src/web/features/clients/components/ClientCard.tsx')).toBe(true);
    expect(await fires('src/shared/domain/profile_rules.ts')).toBe(true);
    expect(await fires('tests/setup/Count-Rows.ts')).toBe(true);
    expect(await fires('tests/e2e/support/start--server.mjs')).toBe(true);
  });

  it('a server module file without its role', async () => {
    expect(await fires('src/server/modules/clients/client-helpers.ts')).toBe(true);
    expect(await fires('src/server/modules/clients/client.ts')).toBe(true);
  });

  it('a file in a nested folder of a module without its role', async () => {
    expect(await fires('src/server/modules/accounts/list/account-sort.ts')).toBe(true);
  });

  it('a role that is not one of the documented ones', async () => {
    expect(await fires('src/server/modules/clients/client.helper.ts')).toBe(true);
    expect(await fires('src/server/modules/clients/client.utils.test-data.ts')).toBe(true);
  });
});

describe('the file-name rule accepts', () => {
  it("a server module's roles, at the top of the module and nested", async () => {
    for (const file of [
      'client.routes.ts',
      'client.service.ts',
      'client-lookup.repository.ts',
      'client.mapper.ts',
      'list/client-list.service.ts',
      'list/client-page.repository.ts',
    ])
      expect(await fires(`src/server/modules/clients/${file}`), file).toBe(false);
  });

  it('the two extra roles: a daily job and fixed data', async () => {
    expect(await fires('src/server/modules/backups/backup.job.ts')).toBe(false);
    expect(await fires('src/server/modules/demo/demo-catalog.data.ts')).toBe(false);
  });

  it('tests in a module, which need no role', async () => {
    expect(await fires('src/server/modules/clients/client-search.test.ts')).toBe(false);
    expect(await fires('src/server/modules/accounts/list/account-indexes.test.ts')).toBe(false);
  });

  it('kebab-case names with dotted parts outside the modules', async () => {
    for (const file of [
      'src/web/features/dashboard/components/bar-chart.tsx',
      'src/web/vite-env.d.ts',
      'src/server/lib/search-plan.ts',
      'src/server/db/migrations/20991231235959-probe.ts',
      'tests/factories/catalog.factory.ts',
      'tests/e2e/clients.spec.ts',
      'tests/e2e/support/start-server.mjs',
    ])
      expect(await fires(file), file).toBe(false);
  });
});
