/** What `connect()` of the NATS client needs from a `NATS_URL`. */
export interface NatsConnectionOptions {
  servers: string[];
  user?: string;
  pass?: string;
  token?: string;
}

/**
 * `NATS_URL` (one URL or several, comma separated) as connection options. The NATS client ignores
 * credentials written in a URL, so `nats://user:password@host:port` (or `nats://token@host:port`) becomes
 * `user`/`pass` (or `token`), and the servers are listed without them.
 */
export function natsConnectionOptions(natsUrl: string): NatsConnectionOptions {
  const options: NatsConnectionOptions = { servers: [] };
  for (const server of natsUrl.split(',').map((part) => part.trim())) {
    const match = /^([a-z]+:\/\/)([^@/]*)@(.*)$/i.exec(server);
    if (!match) {
      options.servers.push(server);
      continue;
    }
    const [, scheme, userInfo, rest] = match;
    options.servers.push(`${scheme}${rest}`);
    const colon = userInfo.indexOf(':');
    if (colon < 0) options.token = decodeURIComponent(userInfo);
    else {
      options.user = decodeURIComponent(userInfo.slice(0, colon));
      options.pass = decodeURIComponent(userInfo.slice(colon + 1));
    }
  }
  return options;
}
