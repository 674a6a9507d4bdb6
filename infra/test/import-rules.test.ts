import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IReporterOutput } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: unknown[] };

/** Cruises a small tree of files laid out like the repository with the repository's own rules. */
async function violationsIn(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const result: IReporterOutput = await cruise(['shared', 'functions', 'web', 'infra'].filter((top) => Object.keys(files).some((path) => path.startsWith(`${top}/`))), {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: config.forbidden } as never,
      tsPreCompilationDeps: true,
      outputType: 'json',
    });
    const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
    return (output.summary.violations as { rule: { name: string }; from: string; to: string }[]).map(
      (violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the import rules npm test checks', () => {
  it('refuse an import that points the wrong way, naming the rule and both files', async () => {
    const violations = await violationsIn({
      'shared/rates.ts': "import { handler } from '../functions/leads/create.ts';\nexport const rate = handler;\n",
      'functions/leads/create.ts': "import { paths } from '../../web/src/config/paths.ts';\nexport const handler = paths;\n",
      'functions/leads/stack.ts': "import { stack } from '../../infra/stacks/api-stack.ts';\nexport const s = stack;\n",
      'web/src/config/paths.ts': "export const paths = {};\n",
      'web/src/features/home/hero.tsx': "import { form } from '../uk-hub/form.tsx';\nimport { handler } from '../../../../functions/leads/create.ts';\nexport const hero = [form, handler];\n",
      'web/src/features/uk-hub/form.tsx': 'export const form = 1;\n',
      'infra/stacks/api-stack.ts': 'export const stack = 1;\n',
    });

    expect(violations.sort()).toEqual([
      'features-never-each-other: web/src/features/home/hero.tsx -> web/src/features/uk-hub/form.tsx',
      'functions-never-web-or-infra: functions/leads/create.ts -> web/src/config/paths.ts',
      'functions-never-web-or-infra: functions/leads/stack.ts -> infra/stacks/api-stack.ts',
      'shared-imports-only-shared: shared/rates.ts -> functions/leads/create.ts',
      'web-app-never-functions-or-infra: web/src/features/home/hero.tsx -> functions/leads/create.ts',
    ]);
  });

  it('allow what the layers are for: shared from anywhere, a feature its own files, tests and build scripts anything', async () => {
    const violations = await violationsIn({
      'shared/rates.ts': 'export const rate = 1;\n',
      'functions/leads/create.ts': "import { rate } from '../../shared/rates.ts';\nexport const handler = rate;\n",
      'functions/leads/create.int.test.ts': "import { stack } from '../../infra/stacks/api-stack.ts';\nexport const s = stack;\n",
      'web/src/features/home/hero.tsx': "import { rate } from '../../../../shared/rates.ts';\nimport { part } from './part.tsx';\nexport const hero = [rate, part];\n",
      'web/src/features/home/part.tsx': 'export const part = 1;\n',
      'web/scripts/build.ts': "import { handler } from '../../functions/leads/create.ts';\nexport const b = handler;\n",
      'infra/stacks/api-stack.ts': "import { handler } from '../../functions/leads/create.ts';\nexport const stack = handler;\n",
    });

    expect(violations).toEqual([]);
  });
});
