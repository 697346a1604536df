import path from 'node:path';

// File names say what a file is before it is opened (ARCHITECTURE.md, code style):
// - every file is kebab-case, with dotted parts for its role (`client.routes.ts`,
//   `catalog.factory.ts`, `bar-chart.test.ts`, `vite-env.d.ts`);
// - a file of a server module (src/server/modules/<module>/, nested folders included) ends in its
//   role, one of `roles` (`.routes`, `.service`, `.repository`, `.mapper`, and the few extra ones
//   eslint.config.js documents), before `.test`/`.spec` if it is a test, which needs no role.
// Only the files ESLint lints are checked (TypeScript and JavaScript).

const KEBAB_PART = '[a-z0-9]+(?:-[a-z0-9]+)*';
const KEBAB_FILE = new RegExp(`^${KEBAB_PART}(?:\\.${KEBAB_PART})*\\.(?:ts|tsx|js|mjs|cjs)$`);
const MODULE_FILE = /^src\/server\/modules\/[^/]+\/(?:.+\/)?([^/]+)$/;
const TEST_SUFFIX = /\.(?:test|spec)$/;

/** @type {import('eslint').Rule.RuleModule} */
export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case; server module files carry their role.' },
    schema: [
      {
        type: 'object',
        properties: {
          roles: { type: 'array', items: { type: 'string' } },
          exempt: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      kebab:
        'El nombre de archivo «{{name}}» no está en kebab-case (minúsculas y guiones; partes con punto para su papel).',
      role: 'Un archivo de un módulo del servidor termina en su papel ({{roles}}): «{{name}}» no lo dice.',
    },
  },
  create(context) {
    const { roles = [], exempt = [] } = context.options[0] ?? {};
    const relative = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (relative.startsWith('..') || exempt.includes(relative)) return {};
    const name = path.posix.basename(relative);
    return {
      Program(node) {
        if (!KEBAB_FILE.test(name)) {
          context.report({ node, messageId: 'kebab', data: { name } });
          return;
        }
        const inModule = MODULE_FILE.exec(relative);
        if (!inModule) return;
        const stem = name.replace(/\.[^.]+$/, '');
        if (TEST_SUFFIX.test(stem)) return;
        const role = stem.includes('.') ? stem.slice(stem.lastIndexOf('.') + 1) : null;
        if (role === null || !roles.includes(role))
          context.report({
            node,
            messageId: 'role',
            data: { name, roles: roles.map((r) => `.${r}`).join(', ') },
          });
      },
    };
  },
};

export default { rules: { 'file-names': fileNames } };
