#!/usr/bin/env node
// npm run new:service -- <name>: a new service in services/<name>, made from services/_template.
import { newService } from './lib/new-service.mjs';
import { rootOf } from './lib/cli.mjs';

const [name] = process.argv.slice(2);
if (!name) {
  console.error('usage: npm run new:service -- <name>   (e.g. decks, pack-drafts)');
  process.exit(1);
}
const root = rootOf(import.meta.url);
try {
  newService({ name, templateRoot: root });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`services/${name} is ready. Next:
  - npm install                       (links the new workspace)
  - npx jest services/${name} --selectProjects node
  - replace the example notes resource (routes/notes, models/note, domain/note-title, clients) with yours
  - add it to docker-compose.yml and k8s/ (copy k8s/services/modes/ under its name and list it in
    k8s/kustomization.yaml; scripts/deploy-coverage.test.ts lists what is missing)`);
