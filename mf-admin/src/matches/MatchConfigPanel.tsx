import { useEffect, useState } from 'react';
import {
  labels,
  messages,
  pairings,
  type Game,
  type MatchConfig,
  type Pairing,
} from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { useMatchConfig, useSaveMatchConfig } from '@progression/api-client';
import { flash, flashFailure } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Select,
  Stack,
  Switch,
  TextField,
} from '@progression/ui';
import { draftOf, isChanged, parseDraft, type ConfigDraft } from './config-draft';

const pairingOptions = pairings.map((value) => ({ value, label: labels.pairing[value] }));

function ConfigForm({ game, saved }: { game: Game; saved: MatchConfig }) {
  const [draft, setDraft] = useState<ConfigDraft>(() => draftOf(saved));
  const save = useSaveMatchConfig(game.id);
  // A save (here or elsewhere) becomes the new starting point.
  useEffect(() => setDraft(draftOf(saved)), [saved]);
  const parsed = parseDraft(draft);
  const changed = isChanged(draft, saved);
  const submit = () => {
    if (!parsed.payload) return;
    save.mutate(parsed.payload, {
      onSuccess: () => flash.success(messages.matches.matchConfigSaved),
      onError: flashFailure,
    });
  };
  return (
    <>
      <CardContent>
        <Stack $gap={3}>
          <Switch
            label={adminTexts.legsEnabled}
            checked={draft.legsEnabled}
            onCheckedChange={(legsEnabled) => setDraft({ ...draft, legsEnabled })}
          />
          <TextField
            label={adminTexts.legLengthWeeks}
            type="number"
            min={0}
            inputMode="numeric"
            value={draft.legLength}
            error={parsed.errors?.legLength}
            onChange={(event) => setDraft({ ...draft, legLength: event.target.value })}
          />
          <TextField
            label={adminTexts.placementScores}
            helperText={adminTexts.pointsForFirstPlaceSecond}
            value={draft.placementScores}
            error={parsed.errors?.placementScores}
            onChange={(event) => setDraft({ ...draft, placementScores: event.target.value })}
          />
          <Select
            label={messages.matches.pairingLabel}
            options={pairingOptions}
            value={draft.pairing}
            onValueChange={(pairing) => setDraft({ ...draft, pairing: pairing as Pairing })}
          />
          {draft.pairing === 'SWISS' && (
            <TextField
              label={messages.matches.swissRoundsLabel}
              type="number"
              min={1}
              inputMode="numeric"
              value={draft.swissRounds}
              error={parsed.errors?.swissRounds}
              onChange={(event) => setDraft({ ...draft, swissRounds: event.target.value })}
            />
          )}
          {draft.pairing !== saved.pairing && <p>{messages.matches.pairingAppliesNextWeek}</p>}
          <Switch
            label={messages.matchResults.confirmResultsLabel}
            checked={draft.confirmResults}
            onCheckedChange={(confirmResults) => setDraft({ ...draft, confirmResults })}
          />
          {draft.confirmResults && (
            <TextField
              label={messages.matchResults.autoConfirmHoursLabel}
              type="number"
              min={1}
              inputMode="numeric"
              value={draft.autoConfirmHours}
              error={parsed.errors?.autoConfirmHours}
              onChange={(event) => setDraft({ ...draft, autoConfirmHours: event.target.value })}
            />
          )}
        </Stack>
      </CardContent>
      {changed && (
        <CardActions $align="end">
          <Button variant="text" disabled={save.isPending} onClick={() => setDraft(draftOf(saved))}>
            {adminTexts.cancel}
          </Button>
          <Button loading={save.isPending} disabled={!parsed.payload} onClick={submit}>
            {adminTexts.save}
          </Button>
        </CardActions>
      )}
    </>
  );
}

/** Game Match Config: legs on or off, their length and the placement scores; Save and Cancel when changed. */
export function MatchConfigPanel({ game }: { game: Game }) {
  const config = useMatchConfig(game.id);
  return (
    <Card aria-label={adminTexts.gameMatchConfig}>
      <CardHeader title={adminTexts.gameMatchConfig} />
      <QueryState query={config} what={adminTexts.theMatchConfig}>
        {(saved) => <ConfigForm game={game} saved={saved} />}
      </QueryState>
    </Card>
  );
}
