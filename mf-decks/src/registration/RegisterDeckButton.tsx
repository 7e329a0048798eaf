import { messages, type Deck, type MyRegistrationResponse } from '@progression/contracts';
import { useRegisterDeck } from '@progression/api-client';
import { flash, flashFailure } from '@progression/platform';
import { Button, Chip } from '@progression/ui';

const text = messages.deckRegistrations;

/**
 * On a deck's tile: "Registered for week n" for the deck the registered copy came from, and while
 * registration is open a button to register this deck (again, to take a later version) for the week.
 */
export function RegisterDeckButton({ deck, state }: { deck: Deck; state: MyRegistrationResponse }) {
  const register = useRegisterDeck(deck.gameId);
  const { week, open } = state.window;
  const registeredHere = state.registration?.deckId === deck.id;
  const action = registeredHere ? text.registerAgain : text.register;
  const submit = () =>
    register.mutate(deck.id, {
      onSuccess: (registered) => flash.success(text.registered(registered.name, registered.week)),
      onError: flashFailure,
    });
  return (
    <>
      {registeredHere && <Chip size="small" color="info" label={text.registeredForWeek(week)} />}
      {open && (
        <Button
          variant="text"
          loading={register.isPending}
          onClick={submit}
          aria-label={text.registerDeck(action, deck.name)}
        >
          {action}
        </Button>
      )}
    </>
  );
}
