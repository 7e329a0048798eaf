import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commandsProblem, componentsProblem } from './rules';
import { discordPermissions, snowflake } from './sign';

/** A request the fake received. */
export interface RecordedRequest {
  method: string;
  /** Path without the `/api/v10` prefix, e.g. `/channels/123/messages`. */
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** A message as the fake keeps it. */
export interface PostedMessage {
  content: string;
  components: unknown[];
}

export interface FakeChannel {
  id: string;
  name: string;
  /** 0 text, 2 voice, 4 category, 5 announcement. */
  type?: number;
  /** Channel overwrites, as Discord sends them. */
  permission_overwrites?: Array<{ id: string; type: number; allow: string; deny: string }>;
}

export interface FakeGuild {
  id: string;
  name: string;
  channels: FakeChannel[];
  /** The @everyone role's permissions (the role id is the guild id); default: view and send. */
  everyonePermissions?: string;
}

export interface FakeDiscord {
  /** Base URL to give the service as DISCORD_API_URL. */
  url: string;
  /** The bot's user id (`GET /users/@me`). */
  botId: string;
  requests: RecordedRequest[];
  /** Messages posted, per channel id, in order. */
  messagesIn(channelId: string): string[];
  /** Messages posted with their components (rows of buttons), per channel id, in order. */
  postedIn(channelId: string): PostedMessage[];
  addGuild(guild: FakeGuild): void;
  /** The next `count` posts to the channel get this status (500 by default) and are not kept. */
  failPosts(channelId: string, count: number, status?: number): void;
  /** The next post to the channel gets a 429 with `retry_after` seconds, as Discord rate-limits. */
  rateLimitNextPost(channelId: string, retryAfterSeconds: number): void;
  reset(): void;
  stop(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/**
 * A local HTTP server that plays the parts of Discord's REST API (v10) the bot uses: the bot user, guilds
 * with roles and channels, the bot's member, channel messages and global command registration. It
 * records every request, answers like Discord (404 `{message, code}` for unknown guilds and channels, 401
 * without the bot token) and can fail posts or rate-limit them with a 429 carrying `retry_after`.
 */
export async function startFakeDiscord(options: { botToken: string }): Promise<FakeDiscord> {
  const botId = snowflake();
  const guilds = new Map<string, FakeGuild>();
  const messages = new Map<string, PostedMessage[]>();
  const failures = new Map<string, { count: number; status: number }>();
  const rateLimits = new Map<string, number>();
  const requests: RecordedRequest[] = [];

  const channelOwner = (channelId: string) =>
    [...guilds.values()].find((guild) => guild.channels.some((channel) => channel.id === channelId));

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = decodeURIComponent(url.pathname)
      .replace(/^\/api\/v\d+/, '')
      .replace(/^\/v\d+/, '');
    const raw = await readBody(request);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return json(response, 400, { message: '400: Bad Request', code: 0 });
    }
    const method = request.method ?? 'GET';
    requests.push({ method, path, authorization: request.headers.authorization, body });
    if (request.headers.authorization !== `Bot ${options.botToken}`)
      return json(response, 401, { message: '401: Unauthorized', code: 0 });

    let match: RegExpMatchArray | null;
    if (method === 'GET' && path === '/users/@me')
      return json(response, 200, { id: botId, username: 'Tristan', bot: true });
    if ((match = path.match(/^\/guilds\/(\d+)$/)) && method === 'GET') {
      const guild = guilds.get(match[1]!);
      if (!guild) return json(response, 404, { message: 'Unknown Guild', code: 10004 });
      return json(response, 200, {
        id: guild.id,
        name: guild.name,
        roles: [
          {
            id: guild.id,
            name: '@everyone',
            permissions: guild.everyonePermissions ?? discordPermissions.viewAndSend,
          },
        ],
      });
    }
    if ((match = path.match(/^\/guilds\/(\d+)\/channels$/)) && method === 'GET') {
      const guild = guilds.get(match[1]!);
      if (!guild) return json(response, 404, { message: 'Unknown Guild', code: 10004 });
      return json(
        response,
        200,
        guild.channels.map((channel, position) => ({
          id: channel.id,
          name: channel.name,
          type: channel.type ?? 0,
          position,
          guild_id: guild.id,
          permission_overwrites: channel.permission_overwrites ?? [],
        })),
      );
    }
    if ((match = path.match(/^\/guilds\/(\d+)\/members\/(\d+)$/)) && method === 'GET') {
      if (!guilds.has(match[1]!)) return json(response, 404, { message: 'Unknown Guild', code: 10004 });
      if (match[2] !== botId) return json(response, 404, { message: 'Unknown Member', code: 10007 });
      return json(response, 200, { user: { id: botId, username: 'Tristan' }, roles: [] });
    }
    if ((match = path.match(/^\/channels\/(\d+)\/messages$/)) && method === 'POST') {
      const channelId = match[1]!;
      if (!channelOwner(channelId)) return json(response, 404, { message: 'Unknown Channel', code: 10003 });
      const retryAfter = rateLimits.get(channelId);
      if (retryAfter !== undefined) {
        rateLimits.delete(channelId);
        return json(
          response,
          429,
          { message: 'You are being rate limited.', retry_after: retryAfter, global: false },
          {
            'retry-after': String(retryAfter),
            'x-ratelimit-limit': '5',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset-after': String(retryAfter),
            'x-ratelimit-bucket': `bucket-${channelId}`,
            'x-ratelimit-scope': 'user',
          },
        );
      }
      const failure = failures.get(channelId);
      if (failure && failure.count > 0) {
        failure.count -= 1;
        return json(response, failure.status, { message: 'Missing Access', code: 50001 });
      }
      const { content, components } = (body ?? {}) as { content?: unknown; components?: unknown };
      if (typeof content !== 'string' || !content || content.length > 2000 || componentsProblem(components))
        return json(response, 400, { message: 'Invalid Form Body', code: 50035 });
      const posted = { content, components: (components as unknown[] | undefined) ?? [] };
      messages.set(channelId, [...(messages.get(channelId) ?? []), posted]);
      return json(response, 200, { id: snowflake(), channel_id: channelId, content });
    }
    if (/^\/applications\/\d+\/commands$/.test(path) && method === 'PUT') {
      const problem = commandsProblem(body);
      if (problem) return json(response, 400, { message: `Invalid Form Body: ${problem}`, code: 50035 });
      return json(
        response,
        200,
        Array.isArray(body) ? body.map((command) => ({ ...command, id: snowflake() })) : [],
      );
    }
    return json(response, 404, { message: '404: Not Found', code: 0 });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => json(response, 500, { message: 'fake discord failed', code: 0 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    botId,
    requests,
    messagesIn: (channelId) => (messages.get(channelId) ?? []).map((message) => message.content),
    postedIn: (channelId) => messages.get(channelId) ?? [],
    addGuild: (guild) => guilds.set(guild.id, guild),
    failPosts: (channelId, count, status = 500) => failures.set(channelId, { count, status }),
    rateLimitNextPost: (channelId, seconds) => rateLimits.set(channelId, seconds),
    reset() {
      guilds.clear();
      messages.clear();
      failures.clear();
      rateLimits.clear();
      requests.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
