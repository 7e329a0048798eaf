import { useState } from 'react';
import { useJoinGame } from '@progression/api-client';
import { messages } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { flash, flashFailure } from '@progression/platform';
import { Button, Dialog, DialogClose, TextField, UsersIcon } from '@progression/ui';
import { InviteCodeIndicator } from './InviteCodeIndicator';
import { useInviteCodeValidity } from './useInviteCodeValidity';

/**
 * Join game: an invite-code field with a live validity mark, and the Join game button. The joined game
 * shows at once in every list of games in the page (My Games, the game selector).
 */
export function JoinGameDialog() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const joining = useJoinGame();
  const validity = useInviteCodeValidity(code);

  const join = () =>
    joining.mutate(code.trim(), {
      onSuccess: (game) => {
        flash.success(messages.games.joinedGame(game.name));
        setOpen(false);
        setCode('');
      },
      onError: flashFailure,
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCode('');
      }}
      title={gamesTexts.joinGame}
      description={gamesTexts.askTheGameSAdmin}
      trigger={
        <Button variant="outlined" startIcon={<UsersIcon />}>
          {gamesTexts.joinGame}
        </Button>
      }
      actions={
        <>
          <DialogClose asChild>
            <Button variant="text">{gamesTexts.cancel}</Button>
          </DialogClose>
          <Button loading={joining.isPending} disabled={!code.trim()} onClick={join}>
            {gamesTexts.joinGame}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() && !joining.isPending) join();
        }}
      >
        <TextField
          label={gamesTexts.inviteCode}
          value={code}
          autoFocus
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          endAdornment={<InviteCodeIndicator validity={validity} />}
          fullWidth
        />
      </form>
    </Dialog>
  );
}
