import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { kustomizedObjects, serviceFolders, yamlDocuments } from './lib/deployment-files';
import { findRepoRoot } from './lib/repo.mjs';

const root = findRepoRoot(__dirname);
const k8s = join(root, 'k8s');

function documents(path: string): Record<string, unknown>[] {
  const parsed = parseAllDocuments(readFileSync(path, 'utf8'));
  for (const document of parsed) {
    if (document.errors.length > 0)
      throw new Error(`${path}: ${document.errors.map((error) => error.message).join('; ')}`);
  }
  return parsed.map((document) => document.toJS() as Record<string, unknown>);
}

interface Container {
  livenessProbe?: unknown;
  readinessProbe?: unknown;
  resources?: { requests?: unknown; limits?: unknown };
  securityContext?: { readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
}
interface Workload {
  kind: string;
  metadata: { name: string };
  spec: { template: { spec: { securityContext?: { runAsNonRoot?: boolean }; containers: Container[] } } };
}

describe('deployment files', () => {
  const files = readdirSync(k8s).filter((file) => file.endsWith('.yaml'));

  it('parses docker-compose.yml and every Kubernetes manifest', () => {
    expect(documents(join(root, 'docker-compose.yml'))[0]).toHaveProperty('services.gateway');
    for (const file of files) expect(documents(join(k8s, file)).length).toBeGreaterThan(0);
  });

  it('lists every manifest but the secret template, and every service overlay, in the kustomization', () => {
    const [kustomization] = documents(join(k8s, 'kustomization.yaml')) as { resources: string[] }[];
    const overlays = readdirSync(join(k8s, 'services')).map((service) => `services/${service}`);
    const expected = files.filter((file) => !['kustomization.yaml', 'secret.yaml'].includes(file));
    expect([...kustomization.resources].sort()).toEqual([...expected, ...overlays].sort());
    expect(overlays.sort()).toEqual(serviceFolders(root).map((service) => `services/${service}`));
  });

  it('gives every workload probes, limits, a non-root user, a read-only root and no capabilities', () => {
    const workloads = (kustomizedObjects(k8s) as unknown as Record<string, unknown>[]).filter((document) =>
      ['Deployment', 'StatefulSet'].includes(String(document.kind)),
    ) as unknown as Workload[];
    expect(workloads.length).toBeGreaterThan(0);
    for (const workload of workloads) {
      const pod = workload.spec.template.spec;
      expect([workload.metadata.name, pod.securityContext?.runAsNonRoot]).toEqual([
        workload.metadata.name,
        true,
      ]);
      for (const container of pod.containers) {
        expect(container.livenessProbe).toBeDefined();
        expect(container.readinessProbe).toBeDefined();
        expect(container.resources?.requests).toBeDefined();
        expect(container.resources?.limits).toBeDefined();
        expect(container.securityContext?.readOnlyRootFilesystem).toBe(true);
        expect(container.securityContext?.capabilities?.drop).toEqual(['ALL']);
      }
    }
  });

  it('gives the catalog time for its first import before compose counts it unhealthy', () => {
    const [compose] = yamlDocuments(join(root, 'docker-compose.yml')) as {
      services: Record<string, { healthcheck?: { test?: string[]; start_period?: string } }>;
    }[];
    const catalog = compose.services.catalog.healthcheck;
    expect(catalog?.test?.join(' ')).toContain('/readyz');
    expect(catalog?.start_period).toBe('5m');
  });

  it('keeps the token keys and the service secret templates without a value', () => {
    const secrets = documents(join(k8s, 'secret.yaml')) as { stringData: Record<string, string> }[];
    const values = Object.assign({}, ...secrets.map((secret) => secret.stringData));
    expect(values).toEqual({ JWT_PUBLIC_KEY: '', SERVICE_SECRET: '', JWT_PRIVATE_KEY: '' });
  });

  it('refuses every connection by default and lets each workload be reached by exactly its callers', () => {
    type Selector = {
      matchLabels?: Record<string, string>;
      matchExpressions?: { key: string; operator: string; values: string[] }[];
    };
    type Policy = { metadata: { name: string }; spec: { podSelector: Selector; ingress?: unknown[] } };
    const objects = kustomizedObjects(k8s) as unknown as Record<string, unknown>[];
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy') as unknown as Policy[];
    const selects = (selector: Selector, labels: Record<string, string>) =>
      Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
      (selector.matchExpressions ?? []).every(
        (expression) => expression.operator === 'In' && expression.values.includes(labels[expression.key]),
      );
    const denyAll = policies.find((policy) => policy.metadata.name === 'default-deny-ingress');
    expect(denyAll?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    const workloads = objects.filter((object) => ['Deployment', 'StatefulSet'].includes(String(object.kind)));
    for (const workload of workloads) {
      const labels = (
        workload as unknown as { spec: { template: { metadata: { labels: Record<string, string> } } } }
      ).spec.template.metadata.labels;
      const admitted = policies
        .filter(
          (policy) => (policy.spec.ingress ?? []).length > 0 && selects(policy.spec.podSelector, labels),
        )
        .map((policy) => policy.metadata.name);
      expect([labels['app.kubernetes.io/name'], admitted.length > 0]).toEqual([
        labels['app.kubernetes.io/name'],
        true,
      ]);
    }
  });

  // Where kubectl is installed, the renderer the deployment tests read through must agree with it.
  const kubectl = (() => {
    try {
      execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  (kubectl ? it : it.skip)('renders k8s/ as `kubectl kustomize k8s/` does', () => {
    const byKey = (objects: Record<string, unknown>[]) =>
      Object.fromEntries(
        objects.map((object) => [
          `${String(object.kind)}/${(object.metadata as { name: string }).name}`,
          object,
        ]),
      );
    const rendered = parseAllDocuments(execFileSync('kubectl', ['kustomize', k8s], { encoding: 'utf8' }))
      .map((document) => document.toJS() as Record<string, unknown>)
      .filter(Boolean);
    expect(byKey(kustomizedObjects(k8s) as unknown as Record<string, unknown>[])).toEqual(byKey(rendered));
  });
});
