// Lints snippets of code as if they were files of the repository, with the repository's eslint config:
// reads `[{file, code}]` (file relative to the root) as JSON on stdin, prints `[[{ruleId, message}]]`.
// A separate process, because the config is an ES module and jest's module system cannot load one.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { findRepoRoot } from './repo.mjs';

const root = findRepoRoot(import.meta.dirname);
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.mjs') });

let input = '';
for await (const chunk of process.stdin) input += chunk;
const results = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
