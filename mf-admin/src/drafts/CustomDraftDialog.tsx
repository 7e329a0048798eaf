import { useCardSets, useCreateCustomDraft } from '@progression/api-client';
import { labels, messages, rarityDistributions, type RarityDistribution } from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { flash, flashFailure } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import { Button, Dialog, Muted, Select, Stack, Stepper, Text, type StepState } from '@progression/ui';
import { useState } from 'react';
import { PackPicker } from './PackPicker';
import { toSelections, totalPacks, type PackChoice } from './custom-draft';

const steps = adminTexts.customDraftStepLabels;

const distributionText: Record<RarityDistribution, string> = {
  FIXED: 'Fixed: foil rarities spread over the packs by the odds, as in a sealed box',
  RANDOM: 'Random: every pack rolled on its own',
};

interface CustomDraftDialogProps {
  gameId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The custom draft dialog: pick packs, select the rarity distribution, confirm, create. Every player of
 * the game gets the draft. Closing it forgets what was chosen (the panel mounts it afresh each time).
 */
export function CustomDraftDialog({ gameId, open, onOpenChange }: CustomDraftDialogProps) {
  const sets = useCardSets();
  const create = useCreateCustomDraft(gameId);
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState<PackChoice>({});
  const [distribution, setDistribution] = useState<RarityDistribution>('FIXED');
  const total = totalPacks(choice);
  const chosenSets = (sets.data ?? []).filter((set) => (choice[set.id] ?? 0) > 0);

  const submit = () =>
    create.mutate(
      { selections: toSelections(choice), rarityDistribution: distribution },
      {
        onSuccess: () => {
          flash.success(messages.drafts.draftCreated);
          onOpenChange(false);
        },
        onError: flashFailure,
      },
    );

  const state = (index: number): StepState => (index < step ? 'done' : index === step ? 'active' : 'pending');
  const actions = (
    <>
      {step > 0 && (
        <Button variant="text" onClick={() => setStep(step - 1)}>
          {adminTexts.back}
        </Button>
      )}
      {step < steps.length - 1 ? (
        <Button disabled={step === 0 && total === 0} onClick={() => setStep(step + 1)}>
          {adminTexts.next}
        </Button>
      ) : (
        <Button loading={create.isPending} onClick={submit}>
          {adminTexts.create}
        </Button>
      )}
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={adminTexts.customDraft}
      width={720}
      actions={actions}
    >
      <Stack $gap={4}>
        <Stepper
          label={adminTexts.customDraftSteps}
          steps={steps.map((label, index) => ({ label, state: state(index) }))}
          onStepClick={setStep}
        />
        {step === 0 && (
          <QueryState query={sets} what={adminTexts.theSets}>
            {(list) => <PackPicker sets={list} choice={choice} onChange={setChoice} />}
          </QueryState>
        )}
        {step === 1 && (
          <Stack $gap={2}>
            <Select
              label={adminTexts.rarityDistribution}
              options={rarityDistributions.map((value) => ({
                value,
                label: labels.rarityDistribution[value],
              }))}
              value={distribution}
              onValueChange={(value) => setDistribution(value as RarityDistribution)}
            />
            <Muted>{distributionText[distribution]}</Muted>
          </Stack>
        )}
        {step === 2 && (
          <Stack $gap={2}>
            <Text>{adminTexts.customDraftSummary(total, distribution)}</Text>
            <ul aria-label={adminTexts.packsOfTheDraft}>
              {chosenSets.map((set) => (
                <li key={set.id}>
                  <Text as="span">
                    {choice[set.id]} x {set.setName} ({set.setCode})
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
