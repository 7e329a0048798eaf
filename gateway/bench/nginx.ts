/**
 * Debian's nginx as the yardstick: one worker, keep-alive connections to its upstreams, gzip at its
 * default level, run from a generated configuration in a temporary folder, unprivileged, on loopback.
 */
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { track, waitUntilAnswering, type Started } from './processes';

export interface NginxOptions {
  /** The nginx executable. */
  executable: string;
  port: number;
  /** Where `/` goes: the bare Koa app. */
  upstreamPort: number;
  /** Where the large replies' paths go (the services' stand-in). */
  servicesPort: number;
}

const proxied = (upstream: string) => `
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";`;

/** The configuration: nothing beyond what a plain reverse proxy in front of the app would set. */
export function nginxConfig(dir: string, { port, upstreamPort, servicesPort }: NginxOptions): string {
  return `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # No limit on requests per connection, as the gateway has none: nginx's default (1000) has autocannon
  # reconnect, which then times later answers against earlier requests.
  keepalive_requests 1000000;
  upstream bare { server 127.0.0.1:${upstreamPort}; keepalive 32; keepalive_requests 1000000; }
  upstream services { server 127.0.0.1:${servicesPort}; keepalive 32; keepalive_requests 1000000; }
  # gzip_comp_level stays at its default, 1; answers from 1 KiB, as the gateway's COMPRESS_MIN_BYTES.
  gzip on;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_vary on;
  gzip_types application/json;
  server {
    listen 127.0.0.1:${port};
    location /rest/api/matches {${proxied('services')}
    }
    location /rest/api/sets/ {${proxied('services')}
    }
    location / {${proxied('bare')}
    }
  }
}
`;
}

// The unprivileged user nginx runs as when the bench itself runs as root.
const NOBODY = 65534;

/** Starts nginx in the foreground and waits until it answers; its worker is the process measured. */
export async function startNginx(options: NginxOptions): Promise<Started & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-bench-nginx-'));
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, options));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    chownSync(dir, NOBODY, NOBODY);
  }
  const child = spawn(options.executable, ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  track(child, () => rmSync(dir, { recursive: true, force: true }));
  try {
    await waitUntilAnswering('nginx', options.port, child);
  } catch (error) {
    const log = (() => {
      try {
        return readFileSync(join(dir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    })();
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }
  // The master only supervises: the one worker serves every request.
  const worker = Number(
    readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0],
  );
  return { child, pid: worker, dir };
}
