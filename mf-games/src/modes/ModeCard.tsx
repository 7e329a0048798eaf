import { formatDate, type ProgressionMode } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { Button, Card, CardActions, CardContent, CardHeader, Muted, Text } from '@progression/ui';
import { SetStack } from '@progression/card-ui';
import styled from 'styled-components';
import { ModeIcon } from './ModeIcon';

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
`;

interface ModeCardProps {
  mode: ProgressionMode;
  onEdit: () => void;
  /** Tries the mode's drafts; left out while no drafts area is deployed to run them. */
  onDraft?: () => void;
  onStartGame: () => void;
}

/** One mode of the overview: its name, weeks and first sets, with Edit, Start Game and (when offered) Draft. */
export function ModeCard({ mode, onEdit, onDraft, onStartGame }: ModeCardProps) {
  const firstSets = mode.weeks.flatMap((week) => week.weekSets.flatMap((weekSet) => weekSet.sets));
  const weeks = mode.weeks.length;
  return (
    <Card aria-label={mode.name}>
      <CardHeader
        avatar={<ModeIcon name={mode.name} />}
        title={mode.name}
        subheader={gamesTexts.createdOnDate(formatDate(mode.created))}
      />
      <CardContent>
        <Summary>
          {firstSets.length > 0 && <SetStack sets={firstSets} scale={0.6} />}
          <div>
            <Text weight="semibold">
              {weeks} {weeks === 1 ? gamesTexts.weekLower : gamesTexts.weeksLower}
            </Text>
            <Muted>
              {gamesTexts.poolsAndDraftSteps(mode.cardPools.length, mode.draftConfig.steps.length)}
            </Muted>
          </div>
        </Summary>
      </CardContent>
      <CardActions $align="end">
        {onDraft && (
          <Button variant="text" onClick={onDraft}>
            {gamesTexts.draft}
          </Button>
        )}
        <Button variant="outlined" onClick={onEdit}>
          {gamesTexts.edit}
        </Button>
        <Button onClick={onStartGame}>{gamesTexts.startGame}</Button>
      </CardActions>
    </Card>
  );
}
