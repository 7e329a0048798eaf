// Makes a new service from services/_template: the same files under the new name, ready to typecheck,
// lint and pass its tests. Kept apart from the command so a test can make one in a scratch checkout.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEMPLATE = join('services', '_template');

/** A service name: lower case words joined by dashes, e.g. `decks` or `pack-drafts`. */
export const isServiceName = (name) => /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name);

function rewrite(file, change) {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

/**
 * Copies the template from `templateRoot` (a checkout) to `<targetRoot>/services/<name>` and renames it:
 * package name and test script, the service name in env.ts, and the README's title and introduction.
 * Returns the new folder.
 */
export function newService({ name, templateRoot, targetRoot = templateRoot }) {
  if (!isServiceName(name))
    throw new Error(`"${name}" is not a service name: use lower case words joined by dashes`);
  const target = join(targetRoot, 'services', name);
  if (existsSync(target)) throw new Error(`services/${name} already exists`);
  const source = join(templateRoot, TEMPLATE);
  cpSync(source, target, {
    recursive: true,
    filter: (path) => !/[\\/](dist|node_modules)([\\/]|$)/.test(path.slice(source.length)),
  });
  rewrite(join(target, 'package.json'), (text) => {
    const manifest = JSON.parse(text);
    manifest.name = `@progression/${name}`;
    manifest.description = `The ${name} service.`;
    manifest.scripts.test = manifest.scripts.test.replace(TEMPLATE, `services/${name}`);
    return `${JSON.stringify(manifest, null, 2)}\n`;
  });
  rewrite(join(target, 'src', 'env.ts'), (text) =>
    text.replace(/export const serviceName = '[^']*';/, `export const serviceName = '${name}';`),
  );
  rewrite(join(target, 'README.md'), (text) =>
    text
      .replace(/^# .*$/m, `# @progression/${name}`)
      .replace(
        /^The shape every service has[\s\S]*?\n\n/m,
        `The ${name} service, made from \`services/_template\`. Its example resource (notes on a game) shows ` +
          "each part of the shape; replace it with the service's own.\n\n",
      )
      // The shape is described once, in the template's README.
      .replace(/\n## The shape[\s\S]*?(?=^- Env:)/m, ''),
  );
  return target;
}
