import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import {
  federationName,
  kustomizedObjects,
  microfrontendFolders,
  serviceFolders,
  urlVariable,
  yamlDocuments,
  type ComposeService,
  type KubernetesObject,
} from './lib/deployment-files';
import { findRepoRoot } from './lib/repo.mjs';

const root = findRepoRoot(__dirname);
const services = serviceFolders(root);
const microfrontends = microfrontendFolders(root);

interface PodSpec {
  containers: {
    env?: { name: string; value?: string }[];
    volumeMounts?: { name: string; mountPath: string }[];
    readinessProbe?: { httpGet?: { path: string } };
  }[];
  volumes?: { name: string; configMap?: { name: string } }[];
}
interface IngressPath {
  path: string;
  backend: { service: { name: string } };
}

describe('docker-compose.yml', () => {
  const compose = yamlDocuments(join(root, 'docker-compose.yml'))[0] as {
    services: Record<string, ComposeService>;
  };
  const gateway = compose.services.gateway;
  const gatewayEnv = gateway.environment ?? {};

  it.each(services)('runs the %s service from its workspace, read-only, with a healthcheck', (service) => {
    const container = compose.services[service];
    expect(container?.build?.args?.WORKSPACE).toBe(`services/${service}`);
    expect(container.healthcheck?.test?.join(' ')).toContain('/readyz');
    expect(container.read_only).toBe(true);
    expect(container.cap_drop).toEqual(['ALL']);
    for (const variable of ['MONGO_URL', 'NATS_URL', 'JWT_PUBLIC_KEY', 'SERVICE_SECRET'])
      expect(Object.keys(container.environment ?? {})).toContain(variable);
  });

  it.each(services)('gives the gateway and every service the URL of %s', (service) => {
    expect(gatewayEnv[urlVariable(service)]).toBe(`http://${service}:8080`);
    expect(Object.keys(gateway.depends_on ?? {})).toContain(service);
    for (const other of services)
      expect([other, compose.services[other].environment?.[urlVariable(service)]]).toEqual([
        other,
        `http://${service}:8080`,
      ]);
  });

  it('gives the private key of user tokens to identity alone and publishes only the public ports', () => {
    for (const [name, container] of Object.entries(compose.services))
      expect([name, 'JWT_PRIVATE_KEY' in (container.environment ?? {})]).toEqual([name, name === 'identity']);
    expect(gateway.ports).toEqual(['${PORT:-8080}:8080']);
    for (const service of services) expect(compose.services[service].ports).toBeUndefined();
  });

  it('names no service URL without a container behind it', () => {
    const hosts = Object.entries(gatewayEnv)
      .filter(([name]) => name.endsWith('_URL') && !['MONGO_URL', 'NATS_URL'].includes(name))
      .map(([, url]) => new URL(url).hostname);
    for (const host of hosts) expect(Object.keys(compose.services)).toContain(host);
  });

  describe('the federation manifest', () => {
    const manifestPath = gatewayEnv.FEDERATION_MANIFEST;
    const mount = (gateway.volumes ?? [])
      .map((volume) => volume.split(':'))
      .find(([, target]) => target === manifestPath);
    const source = mount ? join(root, mount[0]) : '';
    const manifest = existsSync(source)
      ? (JSON.parse(readFileSync(source, 'utf8')) as { remotes: Record<string, string> })
      : { remotes: {} };
    const cspSources = (gatewayEnv.CSP_EXTRA_SOURCES ?? '').split(/[\s,]+/);

    it('is a file of deploy/ mounted where FEDERATION_MANIFEST says', () => {
      expect(manifestPath).toBeDefined();
      expect(mount?.[0]).toMatch(/^\.\/deploy\//);
      expect(existsSync(source)).toBe(true);
    });

    it.each(microfrontends)(
      'loads %s from its own published container, an origin the CSP allows',
      (folder) => {
        const container = compose.services[folder];
        expect(container?.build?.args?.WORKSPACE).toBe(folder);
        expect(container.build?.dockerfile).toBe('deploy/docker/static.Dockerfile');
        expect(container.healthcheck?.test).toBeDefined();
        const published = container.ports?.[0]?.split(':').slice(-2)[0];
        const origin = `http://localhost:${published}`;
        expect(manifest.remotes[federationName(folder)]).toBe(`${origin}/mf/${folder}/remoteEntry.js`);
        expect(cspSources).toContain(origin);
      },
    );

    it('names no remote without a microfrontend folder', () => {
      expect(Object.keys(manifest.remotes).sort()).toEqual(microfrontends.map(federationName).sort());
    });
  });
});

describe('the Kubernetes manifests', () => {
  const objects = kustomizedObjects(join(root, 'k8s'));
  const find = (kind: string, name: string) =>
    objects.find((object) => object.kind === kind && object.metadata.name === name);
  const podOf = (object: KubernetesObject | undefined) =>
    (object as { spec?: { template?: { spec?: PodSpec } } } | undefined)?.spec?.template?.spec;
  const config = find('ConfigMap', 'progression-config') as { data: Record<string, string> } | undefined;
  const ingressPaths = objects
    .filter((object) => object.kind === 'Ingress')
    .flatMap((ingress) =>
      (ingress as unknown as { spec: { rules: { http: { paths: IngressPath[] } }[] } }).spec.rules.flatMap(
        (rule) => rule.http.paths,
      ),
    );

  it.each(services)('deploys %s with a Deployment, a Service, an autoscaler and its URL', (service) => {
    expect(find('Deployment', service)).toBeDefined();
    expect(find('Service', service)).toBeDefined();
    expect(find('HorizontalPodAutoscaler', service)).toBeDefined();
    expect(config?.data[urlVariable(service)]).toBe(`http://${service}:8080`);
  });

  describe('the federation manifest', () => {
    const gatewayPod = podOf(find('Deployment', 'gateway'));
    const manifestPath = gatewayPod?.containers[0].env?.find(
      (variable) => variable.name === 'FEDERATION_MANIFEST',
    )?.value;
    const mount = gatewayPod?.containers[0].volumeMounts?.find(
      (volumeMount) => volumeMount.mountPath === dirname(manifestPath ?? ''),
    );
    const configMapName = gatewayPod?.volumes?.find((volume) => volume.name === mount?.name)?.configMap?.name;
    const configMap = find('ConfigMap', configMapName ?? '') as { data: Record<string, string> } | undefined;
    const body = configMap?.data[basename(manifestPath ?? '')];
    const manifest = (body ? JSON.parse(body) : { remotes: {} }) as { remotes: Record<string, string> };

    it('is a ConfigMap mounted into the gateway where FEDERATION_MANIFEST says', () => {
      expect(manifestPath).toBeDefined();
      expect(body).toBeDefined();
    });

    it.each(microfrontends)(
      'loads %s from its own pods through the Ingress, on the gateway origin',
      (folder) => {
        const pod = podOf(find('Deployment', folder));
        expect(pod).toBeDefined();
        expect(find('Service', folder)).toBeDefined();
        const entry = `/mf/${folder}/remoteEntry.js`;
        expect(manifest.remotes[federationName(folder)]).toBe(entry);
        expect(pod?.containers[0].readinessProbe?.httpGet?.path).toBe(entry);
        const route = ingressPaths.find((path) => path.path === `/mf/${folder}`);
        expect(route?.backend.service.name).toBe(folder);
      },
    );

    it('names no remote without a microfrontend folder', () => {
      expect(Object.keys(manifest.remotes).sort()).toEqual(microfrontends.map(federationName).sort());
    });
  });
});
