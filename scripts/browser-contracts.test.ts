import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as browserContracts from '../packages/contracts/src/browser';
import { frontendFolders, listFrontendSources } from './lib/user-texts';

const root = join(__dirname, '..');

/** The names a source imports as values from the contracts' index (`import { a, b as c } from ...`). */
function valueImportsOfContracts(source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@progression\/contracts'/g,
  )) {
    if (typeOnly) continue;
    for (const specifier of list.split(',').map((part) => part.trim())) {
      if (specifier && !specifier.startsWith('type ')) names.push(specifier.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

describe("the frontends' imports of the contracts", () => {
  it("all exist in the contracts' browser entry (which the frontends load)", () => {
    const exported = new Set(Object.keys(browserContracts));
    // The screens, and the API client they call the services through.
    const folders = [...frontendFolders, 'packages/api-client/src'];
    const missing = listFrontendSources(root, folders).flatMap((file) =>
      valueImportsOfContracts(readFileSync(join(root, file), 'utf8'))
        .filter((name) => !exported.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('are read from every form of import', () => {
    expect(
      valueImportsOfContracts(
        "import { a, type B, b as c } from '@progression/contracts';\nimport type { D } from '@progression/contracts';",
      ),
    ).toEqual(['a', 'b']);
  });
});
