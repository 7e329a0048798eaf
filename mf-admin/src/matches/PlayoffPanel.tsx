import { useState } from 'react';
import {
  messages,
  playoffBestOfs,
  playoffSizes,
  type Game,
  type PlayoffBestOf,
  type PlayoffSize,
} from '@progression/contracts';
import { usePlayoff, useStartPlayoff } from '@progression/api-client';
import { flash, flashFailure, navigate } from '@progression/platform';
import { Button, Card, CardActions, CardContent, CardHeader, Muted, Select, Stack } from '@progression/ui';

const t = messages.playoffs;
const sizeOptions = playoffSizes.map((size) => ({ value: String(size), label: t.size(size) }));
const bestOfOptions = playoffBestOfs.map((bestOf) => ({ value: String(bestOf), label: t.bestOf(bestOf) }));

/**
 * The admin's Playoff panel: the top 4 or 8, best of 1 or 3, and Start playoff (the server says when the
 * season is not at its end or the game has too few players); once started, a link to the bracket.
 */
export function PlayoffPanel({ game }: { game: Game }) {
  const playoff = usePlayoff(game.id);
  const start = useStartPlayoff(game.id);
  const [size, setSize] = useState<PlayoffSize>(4);
  const [bestOf, setBestOf] = useState<PlayoffBestOf>(3);
  const bracketPage = `/games/game/${encodeURIComponent(game.id)}/playoffs`;
  const started = Boolean(playoff.data);
  return (
    <Card aria-label={t.startTitle}>
      <CardHeader title={t.startTitle} />
      <CardContent>
        <Stack $gap={2}>
          <Muted>{started ? t.alreadyStartedNote : t.startIntro}</Muted>
          {!started && (
            <Stack $direction="row" $gap={3} $wrap>
              <Select
                label={t.sizeLabel}
                options={sizeOptions}
                value={String(size)}
                onValueChange={(value) => setSize(Number(value) as PlayoffSize)}
              />
              <Select
                label={t.bestOfLabel}
                options={bestOfOptions}
                value={String(bestOf)}
                onValueChange={(value) => setBestOf(Number(value) as PlayoffBestOf)}
              />
            </Stack>
          )}
        </Stack>
      </CardContent>
      <CardActions $align="end">
        {started ? (
          <Button variant="outlined" onClick={() => navigate(bracketPage)}>
            {t.view}
          </Button>
        ) : (
          <Button
            loading={start.isPending}
            disabled={playoff.isPending}
            onClick={() =>
              start.mutate(
                { size, bestOf },
                {
                  onSuccess: () => {
                    flash.success(t.started);
                    navigate(bracketPage);
                  },
                  onError: flashFailure,
                },
              )
            }
          >
            {t.start}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
