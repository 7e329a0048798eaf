import { useEffect, useState } from 'react';
import { labels, rewardTypes, type Game, type RewardConfig } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { useRewardConfig, useSaveRewardConfig } from '@progression/api-client';
import { flashFailure } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Select,
  Stack,
  TextField,
  Heading,
} from '@progression/ui';
import {
  clockNumberLabels,
  clockNumbers,
  draftOf,
  newClock,
  numberError,
  payloadOf,
  trackNames,
  trackTitles,
  type ClockDraft,
  type ConfigDraft,
  type TrackName,
} from './reward-config-draft';

const typeOptions = rewardTypes.map((type) => ({ value: type, label: labels.rewardType[type] }));

function ClockRow(props: {
  track: string;
  index: number;
  clock: ClockDraft;
  onChange: (c: ClockDraft) => void;
  onRemove: () => void;
}) {
  const { track, index, clock, onChange, onRemove } = props;
  const name = `${track} clock ${index + 1}`;
  return (
    <Stack $gap={2} role="group" aria-label={name}>
      <Select
        label={adminTexts.type(name)}
        options={typeOptions}
        value={clock.type}
        onValueChange={(type) => onChange({ ...clock, type: type as ClockDraft['type'] })}
      />
      {clockNumbers.map((field) => (
        <TextField
          key={field}
          label={`${name} ${clockNumberLabels[field].toLowerCase()}`}
          type="number"
          min={0}
          inputMode="numeric"
          value={clock[field]}
          error={numberError(field, clock[field])}
          onChange={(event) => onChange({ ...clock, [field]: event.target.value })}
        />
      ))}
      <Button variant="text" onClick={onRemove}>
        {adminTexts.remove(name)}
      </Button>
    </Stack>
  );
}

function ConfigForm({ game, saved }: { game: Game; saved: RewardConfig }) {
  const [draft, setDraft] = useState<ConfigDraft>(() => draftOf(saved));
  const save = useSaveRewardConfig(game.id);
  useEffect(() => setDraft(draftOf(saved)), [saved]);
  const payload = payloadOf(draft);
  const setClocks = (name: TrackName, clocks: ClockDraft[]) =>
    setDraft({ ...draft, [name]: { ...draft[name], clocks } });
  return (
    <>
      <CardContent>
        <Stack $gap={4}>
          {trackNames.map((name) => (
            <Stack key={name} $gap={2} role="group" aria-label={adminTexts.track(trackTitles[name])}>
              <Heading level={3}>{trackTitles[name]}</Heading>
              {draft[name].clocks.map((clock, index) => (
                <ClockRow
                  key={index}
                  track={trackTitles[name]}
                  index={index}
                  clock={clock}
                  onChange={(changed) =>
                    setClocks(
                      name,
                      draft[name].clocks.map((c, i) => (i === index ? changed : c)),
                    )
                  }
                  onRemove={() =>
                    setClocks(
                      name,
                      draft[name].clocks.filter((_, i) => i !== index),
                    )
                  }
                />
              ))}
              <Button variant="text" onClick={() => setClocks(name, [...draft[name].clocks, newClock()])}>
                {adminTexts.addClock(trackTitles[name])}
              </Button>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <CardActions $align="end">
        <Button
          loading={save.isPending}
          disabled={!payload}
          onClick={() => payload && save.mutate(payload, { onError: flashFailure })}
        >
          {adminTexts.save}
        </Button>
      </CardActions>
    </>
  );
}

/** Reward Config: the three tracks' clocks (add, remove, numbers at least 0) and Save. */
export function RewardConfigPanel({ game }: { game: Game }) {
  const config = useRewardConfig(game.id);
  return (
    <Card aria-label={adminTexts.rewardConfig}>
      <CardHeader title={adminTexts.rewardConfig} />
      <QueryState query={config} what={adminTexts.theRewardConfig}>
        {(saved) => <ConfigForm game={game} saved={saved} />}
      </QueryState>
    </Card>
  );
}
