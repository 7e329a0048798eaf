import type { CallDeclaration, CallDeclarations, CallInput, CallReplyInput } from '@progression/contracts';
import type { OnBehalf } from '../http/on-behalf-of';
import type { CallClient } from '../calls/client';

/** A test's answer to one declared call (its reply is parsed with the declaration, as the real client does). */
export type FakeCall<D extends CallDeclaration> = (
  input: CallInput<D>,
  onBehalf: OnBehalf,
) => CallReplyInput<D> | Promise<CallReplyInput<D>>;

export type FakeCalls<C extends CallDeclarations> = { [K in keyof C]?: FakeCall<C[K]> };

/**
 * A typed fake of another service's client for a caller's tests: implement the calls the test needs; any
 * other call fails the test loudly. Each answer is parsed with the declared reply, so a fake cannot answer
 * what the real service could not.
 *
 *   const games = fakeCalls(gamesCalls, { internalGame: () => ({ game, players, plan }) });
 */
export function fakeCalls<C extends CallDeclarations>(declarations: C, answers: FakeCalls<C>): CallClient<C> {
  const functions = Object.entries(declarations).map(([name, declaration]) => {
    const answer = answers[name] as FakeCall<CallDeclaration> | undefined;
    const call = async (input: CallInput<CallDeclaration> = {}, onBehalf: OnBehalf = {}) => {
      if (!answer)
        throw new Error(
          `${declaration.method} ${declaration.path} (${name}) was called, but this test fakes no such call`,
        );
      return declaration.reply.parse(await answer(input, onBehalf));
    };
    return [name, call];
  });
  return Object.fromEntries(functions) as CallClient<C>;
}
