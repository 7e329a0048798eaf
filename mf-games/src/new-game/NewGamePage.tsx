import { useState } from 'react';
import { useCreateGame, useMode } from '@progression/api-client';
import { useSearchParams } from '@progression/router';
import { messages, timings, type ProgressionMode } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { flashFailure, navigate, selectedGame } from '@progression/platform';
import {
  ArrowBackIcon,
  ArrowForwardIcon,
  Button,
  Checkbox,
  Page,
  Panel,
  Spinner,
  Stack,
  Stepper,
  Text,
  type Step,
} from '@progression/ui';
import { ModeStep } from './ModeStep';

const stepLabels = gamesTexts.newGameStepLabels;

function stepsAt(current: number): Step[] {
  return stepLabels.map((label, index) => ({
    label,
    state: index < current ? 'done' : index === current ? 'active' : 'pending',
  }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The create-new-game wizard: choose a mode, choose the settings, then the game is created and opened. */
export function NewGamePage() {
  const [search] = useSearchParams();
  const [step, setStep] = useState(0);
  const [picked, setMode] = useState<ProgressionMode | null>(null);
  const [givePriorDrafts, setGivePriorDrafts] = useState(false);
  const creation = useCreateGame();

  // Start Game on a mode card opens the wizard with that mode chosen, until another is picked.
  const preselected = useMode(search.get('modeId'));
  const mode = picked ?? preselected.data ?? null;

  const create = async (chosen: ProgressionMode) => {
    setStep(2);
    try {
      await wait(timings.wizardCreationDelay);
      const game = await creation.mutateAsync({
        modeId: chosen.id,
        settings: { givePriorDraftsToLateJoiners: givePriorDrafts },
      });
      selectedGame.select(game.id);
      navigate(`/games/game/${game.id}`);
    } catch (error) {
      flashFailure(error);
      setStep(1);
    }
  };

  return (
    <Page title={gamesTexts.newGameLower}>
      <Stepper
        steps={stepsAt(step)}
        label={gamesTexts.newGameSteps}
        onStepClick={step < 2 ? setStep : undefined}
      />
      {step === 0 && (
        <Stack $gap={4}>
          <ModeStep mode={mode} onChange={setMode} />
          <Stack $direction="row" $justify="end">
            <Button endIcon={<ArrowForwardIcon />} disabled={!mode} onClick={() => setStep(1)}>
              {gamesTexts.next}
            </Button>
          </Stack>
        </Stack>
      )}
      {step === 1 && mode && (
        <Stack $gap={4}>
          <Panel>
            <Checkbox
              label={messages.games.midGameDraftsSetting}
              checked={givePriorDrafts}
              onCheckedChange={setGivePriorDrafts}
            />
          </Panel>
          <Stack $direction="row" $justify="space-between">
            <Button variant="text" startIcon={<ArrowBackIcon />} onClick={() => setStep(0)}>
              {gamesTexts.back}
            </Button>
            <Button endIcon={<ArrowForwardIcon />} onClick={() => void create(mode)}>
              {gamesTexts.next}
            </Button>
          </Stack>
        </Stack>
      )}
      {step === 2 && (
        <Panel>
          <Stack $align="center" $gap={3} role="status">
            <Spinner size={40} label={null} />
            <Text>{messages.games.creatingGame}</Text>
          </Stack>
        </Panel>
      )}
    </Page>
  );
}
