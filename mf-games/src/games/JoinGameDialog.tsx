import { useState } from 'react';
import { messages } from '@progression/contracts';
import { flash } from '@progression/platform';
import { Button, Dialog, DialogClose, TextField, UsersIcon } from '@progression/ui';
import { joinGame } from '../api/games';
import { flashFailure } from '../shared/errors';
import { InviteCodeIndicator } from './InviteCodeIndicator';
import { useInviteCodeValidity } from './useInviteCodeValidity';

/** Join game: an invite-code field with a live validity mark, and the Join game button. */
export function JoinGameDialog({ onJoined }: { onJoined: () => void }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [joining, setJoining] = useState(false);
  const validity = useInviteCodeValidity(code);

  const join = async () => {
    setJoining(true);
    try {
      const game = await joinGame(code.trim());
      flash.success(messages.games.joinedGame(game.name));
      setOpen(false);
      setCode('');
      onJoined();
    } catch (error) {
      flashFailure(error);
    } finally {
      setJoining(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setCode('');
      }}
      title="Join game"
      description="Ask the game's admin for its invite code."
      trigger={
        <Button variant="outlined" startIcon={<UsersIcon />}>
          Join game
        </Button>
      }
      actions={
        <>
          <DialogClose asChild>
            <Button variant="text">Cancel</Button>
          </DialogClose>
          <Button loading={joining} disabled={!code.trim()} onClick={() => void join()}>
            Join game
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) void join();
        }}
      >
        <TextField
          label="Invite code"
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
