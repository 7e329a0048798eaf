import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

interface Snippet {
  /** Where the code would live, relative to the repository root. */
  file: string;
  code: string;
}

const cases = {
  serviceImportsServicePackage: {
    file: 'services/games/src/routes/progression-game/games.test.ts',
    code: "import { startCatalogProcess } from '@progression/catalog/testing';",
  },
  serviceImportsServiceSource: {
    file: 'services/modes/src/app.ts',
    code: "import { createApp } from '../../catalog/src/app';",
  },
  microfrontendImportsMicrofrontend: {
    file: 'mf-games/src/x.ts',
    code: "import { x } from '@progression/mf-admin';",
  },
  microfrontendImportsMicrofrontendSource: {
    file: 'mf-games/src/x.ts',
    code: "import { x } from '../../mf-admin/src/x';",
  },
  shellImportsService: { file: 'shell/src/x.ts', code: "import { x } from '@progression/games';" },
  gatewayImportsService: { file: 'gateway/src/x.ts', code: "import { x } from '@progression/identity';" },
  packageImportedBySrc: {
    file: 'packages/platform/src/x.ts',
    code: "import { messages } from '@progression/contracts/src/messages';",
  },
  sharedPackagesThroughExports: {
    file: 'services/games/src/app.ts',
    code: "import { messages } from '@progression/contracts';\nimport { x } from '@progression/service-kit/testing';",
  },
} satisfies Record<string, Snippet>;

type Case = keyof typeof cases;
let errors: Record<Case, string[]>;

beforeAll(() => {
  const names = Object.keys(cases) as Case[];
  const output = execFileSync(process.execPath, [join(__dirname, 'lib', 'lint-text.mjs')], {
    input: JSON.stringify(names.map((name) => ({ ...cases[name], code: `${cases[name].code}\n` }))),
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as Array<Array<{ ruleId: string | null; message: string }>>;
  errors = Object.fromEntries(
    names.map((name, index) => [
      name,
      results[index].filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message),
    ]),
  ) as Record<Case, string[]>;
}, 60_000);

describe('lint: import boundaries', () => {
  it("refuses a service importing another service's package, its test helpers included", () => {
    expect(errors.serviceImportsServicePackage).toEqual([expect.stringContaining('never import a service')]);
  });

  it("refuses a service reaching into another service's source by a relative path", () => {
    expect(errors.serviceImportsServiceSource).toHaveLength(1);
  });

  it('refuses a microfrontend importing another microfrontend, by name or by path', () => {
    expect(errors.microfrontendImportsMicrofrontend).toHaveLength(1);
    expect(errors.microfrontendImportsMicrofrontendSource).toHaveLength(1);
  });

  it('refuses the shell and the gateway importing a service', () => {
    expect(errors.shellImportsService).toHaveLength(1);
    expect(errors.gatewayImportsService).toHaveLength(1);
  });

  it('refuses importing a package by its src/ instead of its exports', () => {
    expect(errors.packageImportedBySrc).toEqual([expect.stringContaining('exports')]);
  });

  it('lets a service import the shared packages through their exports', () => {
    expect(errors.sharedPackagesThroughExports).toEqual([]);
  });
});
