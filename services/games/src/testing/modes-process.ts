import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { freePort, TEST_JWT_SECRET } from '@progression/service-kit/testing';

/** The services folder above this file, whether it runs from src (jest) or bundled from dist (bench). */
function servicesFolder(): string {
  for (let folder = __dirname; folder !== dirname(folder); folder = dirname(folder)) {
    if (
      existsSync(join(folder, 'modes', 'package.json')) &&
      existsSync(join(folder, 'games', 'package.json'))
    )
      return folder;
  }
  throw new Error('cannot find the services folder');
}

/**
 * The real modes service, bundled from its source and run as its own process (services never import each
 * other), against the given Mongo, NATS and catalog. Answers once its /readyz is green.
 */
export async function startModesProcess(options: {
  mongoUrl: string;
  natsUrl: string;
  catalogUrl: string;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const services = servicesFolder();
  const modesFolder = join(services, 'modes');
  const outDir = join(services, 'games', 'dist', 'test-modes');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `modes-${randomUUID()}.js`);
  await build({
    entryPoints: [join(modesFolder, 'src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    plugins: [
      {
        // Workspace packages are TypeScript: bundle them; third-party packages load from node_modules.
        name: 'external-third-party',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@progression/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [outfile], {
    env: {
      ...process.env,
      PORT: String(port),
      MONGO_URL: options.mongoUrl,
      NATS_URL: options.natsUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      CATALOG_URL: options.catalogUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error('the modes service did not become ready');
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(outfile, { force: true });
      rmSync(`${outfile}.map`, { force: true });
    },
  };
}
