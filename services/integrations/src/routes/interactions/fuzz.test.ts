import fc from 'fast-check';
import type request from 'supertest';
import {
  autocompleteInteraction,
  commandInteraction,
  componentInteraction,
  discordPermissions,
  snowflake,
} from '@progression/discord-fake';
import { bearerFor } from '@progression/service-kit/testing';
import { Subscription } from '../../models/subscription';
import { makeGame, startTristan, type Tristan } from '../../testing/tristan';

let t: Tristan;
let gameId: string;
let admin: { id: string; username: string };
const guildId = snowflake();
beforeAll(async () => {
  t = await startTristan();
  const game = t.fakes.add(makeGame('Fuzz Cup', ['fuzzer']));
  gameId = game.game.id;
  admin = game.users[0]!;
  const channel = snowflake();
  t.discord.addGuild({ id: guildId, name: 'Fuzz server', channels: [{ id: channel, name: 'general' }] });
  await Subscription.create({
    _id: gameId,
    guildId,
    guildName: 'Fuzz server',
    channels: [{ id: channel, name: 'general' }],
    candidateChannels: [channel],
    defaultChannel: channel,
    subscribedBy: snowflake(),
  });
}, 30_000);
afterAll(() => t.stop());

const json = fc.jsonValue({ maxDepth: 4 });
const seed = { seed: 20261123, numRuns: 100 };

/** Every answer is below 500, and every refusal is JSON with a message. */
function expectClearAnswer(response: request.Response) {
  expect(response.status).toBeLessThan(500);
  if (response.status >= 400) expect(typeof response.body.message).toBe('string');
}

const commandNames = fc.constantFrom(
  'subscribe',
  'unsubscribe',
  'standings',
  'week',
  'link',
  'matches',
  'report',
  'card',
  'x',
);
const option = fc.record({
  name: fc.oneof(
    fc.constantFrom('invite_code', 'code', 'opponent', 'result', 'game', 'name'),
    fc.string({ maxLength: 20 }),
  ),
  type: fc.constantFrom(3, 6, 4, 5),
  value: fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean()) as fc.Arbitrary<string>,
});

describe('fuzzed interactions and configs', () => {
  it('answers any signed body with a 2xx or a 4xx {message}', async () => {
    await fc.assert(
      fc.asyncProperty(json, async (body) => {
        expectClearAnswer(await t.interact(body));
      }),
      seed,
    );
  });

  it('answers any command with any options with a reply, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(
        commandNames,
        fc.array(option, { maxLength: 4 }),
        fc.boolean(),
        async (name, options, inGuild) => {
          const response = await t.interact(
            commandInteraction({
              name,
              options,
              guildId: inGuild ? guildId : undefined,
              permissions: discordPermissions.manageGuild,
            }),
          );
          expect(response.status).toBe(200);
          expect(typeof response.body.data.content).toBe('string');
        },
      ),
      seed,
    );
  });

  it('answers any click and any autocomplete with their answer types, never an error', async () => {
    const kinds = fc.constantFrom('report', 'matches', 'standings', 'x', '');
    const field = fc.oneof(
      fc.constant(gameId),
      fc.stringMatching(/^[0-9a-f]{24}$/),
      fc.string({ maxLength: 30 }),
    );
    const customId = fc
      .tuple(kinds, fc.array(field, { maxLength: 4 }))
      .map(([kind, fields]) => [kind, ...fields].join(':').slice(0, 100));
    await fc.assert(
      fc.asyncProperty(customId, fc.boolean(), async (id, inGuild) => {
        const response = await t.interact(
          componentInteraction({
            customId: id,
            guildId: inGuild ? guildId : undefined,
            message: { content: 'x' },
          }),
        );
        expect(response.status).toBe(200);
        expect([4, 6, 7]).toContain(response.body.type);
      }),
      seed,
    );
    await fc.assert(
      fc.asyncProperty(commandNames, fc.array(option, { maxLength: 4 }), async (name, options) => {
        const focused = options.map((each, index) => ({ ...each, focused: index === 0 }));
        const response = await t.interact(autocompleteInteraction({ name, options: focused, guildId }));
        expect(response.status).toBe(200);
        expect(response.body.type).toBe(8);
        expect(response.body.data.choices.length).toBeLessThanOrEqual(25);
      }),
      seed,
    );
  }, 30_000);

  it('answers any body of POST /rest/api/tristan/config with a 2xx or a 4xx {message}', async () => {
    const body = fc.oneof(
      json,
      fc.record({
        gameId: fc.oneof(fc.constant(gameId), fc.string({ maxLength: 30 })),
        defaultChannel: json,
        candidateChannels: fc.oneof(json, fc.array(fc.string({ maxLength: 30 }), { maxLength: 3 })),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        expectClearAnswer(
          await t
            .api()
            .post('/rest/api/tristan/config')
            .set('authorization', bearerFor(admin))
            .set('content-type', 'application/json')
            .send(JSON.stringify(payload)),
        );
      }),
      seed,
    );
  });
});
