import {
  boosterDraftLimits,
  draftBehaviours,
  labels,
  messages,
  rarityDistributions,
  type DraftBehaviour,
  type RarityDistribution,
} from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import {
  Button,
  DeleteIcon,
  IconButton,
  PlusIcon,
  Section,
  Select,
  Stack,
  Muted,
  Table,
  Text,
  TextField,
  type TableColumn,
} from '@progression/ui';
import styled from 'styled-components';
import { addDraftStep, removeDraftStep, updateDraftStep } from './mode-edits';
import { BoosterStepFields } from './BoosterStepFields';
import { shopLimitText } from './shop-limits';
import { ShopLimitsEditor } from './ShopLimitsEditor';
import type { ModeSectionProps } from './section-props';

type StepEntry = ModeSectionProps['mode']['draftConfig']['steps'][number] & { index: number };

const behaviourOptions = draftBehaviours.map((value) => ({ value, label: labels.draftBehaviour[value] }));
const rarityOptions = rarityDistributions.map((value) => ({
  value,
  label: labels.rarityDistribution[value],
}));

/** A booster draft step's table in words: "2 minutes a pick, at least 8 seats". */
const tableText = (row: StepEntry) =>
  messages.boosterDraft.tableSettings(
    messages.boosterDraft.pickTime(row.pickSeconds ?? boosterDraftLimits.defaultPickSeconds),
    row.minimumSeats ?? boosterDraftLimits.defaultMinimumSeats,
  );

function readColumns(rows: readonly StepEntry[]): TableColumn<StepEntry>[] {
  const booster = rows.some((row) => row.draftBehaviour === 'BOOSTER_DRAFT');
  const columns: TableColumn<StepEntry>[] = [
    { id: 'step', header: gamesTexts.stepColumn, cell: (row) => row.index + 1, width: '64px' },
    { id: 'packs', header: gamesTexts.packsColumn, cell: (row) => row.numPacks },
    { id: 'pool', header: gamesTexts.poolColumn, cell: (row) => row.pool },
    {
      id: 'behaviour',
      header: gamesTexts.draftBehaviourColumn,
      cell: (row) => labels.draftBehaviour[row.draftBehaviour],
    },
    {
      id: 'rarity',
      header: gamesTexts.rarityDistributionColumn,
      cell: (row) =>
        row.draftBehaviour === 'BOOSTER_DRAFT' ? '' : labels.rarityDistribution[row.rarityDistribution],
    },
    {
      id: 'limits',
      header: gamesTexts.shopLimitsColumn,
      cell: (row) =>
        row.draftBehaviour === 'SHOP' && row.maxPackRules?.length
          ? row.maxPackRules.map(shopLimitText).join('; ')
          : '',
    },
  ];
  if (!booster) return columns;
  return [
    ...columns,
    {
      id: 'table',
      header: messages.boosterDraft.tableColumn,
      cell: (row) => (row.draftBehaviour === 'BOOSTER_DRAFT' ? tableText(row) : ''),
    },
  ];
}

const StepRow = styled.div`
  display: grid;
  grid-template-columns: 48px 136px minmax(120px, 1fr) minmax(200px, 1.4fr) minmax(120px, 1fr) auto;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: end;
  padding: ${({ theme }) => theme.spacing(2, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
  overflow-x: auto;
`;

// The shop limits of a SHOP step, or a booster draft's table, take a row of their own under the step's fields.
const StepExtras = styled.div`
  grid-column: 2 / -1;
`;

const StepNumber = styled(Text)`
  padding-bottom: ${({ theme }) => theme.spacing(2.5)};
`;

/** One draft step's fields in edit mode. */
function EditStep({ mode, onChange, row }: Omit<ModeSectionProps, 'editing'> & { row: StepEntry }) {
  const poolOptions = mode.cardPools.map((pool) => ({ value: pool.name, label: pool.name }));
  const update = (change: Parameters<typeof updateDraftStep>[2]) =>
    onChange(updateDraftStep(mode, row.index, change));
  const label = `Step ${row.index + 1}`;
  const booster = row.draftBehaviour === 'BOOSTER_DRAFT';
  return (
    <StepRow role="group" aria-label={label}>
      <StepNumber weight="semibold">{row.index + 1}</StepNumber>
      <TextField
        label={booster ? messages.boosterDraft.packsPerPlayer : gamesTexts.packs}
        type="number"
        min={1}
        value={row.numPacks}
        onChange={(event) => update({ numPacks: Math.max(1, Math.floor(Number(event.target.value) || 1)) })}
        fullWidth
      />
      <Select
        label={gamesTexts.pool}
        options={poolOptions}
        value={row.pool}
        onValueChange={(pool) => update({ pool })}
      />
      <Select
        label={gamesTexts.draftBehaviour}
        options={behaviourOptions}
        value={row.draftBehaviour}
        onValueChange={(value) => update({ draftBehaviour: value as DraftBehaviour })}
      />
      {booster ? (
        // A booster draft's packs are rolled one by one at its table: the distribution means nothing there.
        <span />
      ) : (
        <Select
          label={gamesTexts.rarityDistribution}
          options={rarityOptions}
          value={row.rarityDistribution}
          onValueChange={(value) => update({ rarityDistribution: value as RarityDistribution })}
        />
      )}
      <IconButton
        label={gamesTexts.removeStep(row.index + 1)}
        onClick={() => onChange(removeDraftStep(mode, row.index))}
      >
        <DeleteIcon />
      </IconButton>
      {row.draftBehaviour === 'SHOP' && (
        <StepExtras>
          <ShopLimitsEditor
            step={mode.draftConfig.steps[row.index]}
            label={label}
            onChange={(step) => onChange(updateDraftStep(mode, row.index, step))}
          />
        </StepExtras>
      )}
      {booster && (
        <StepExtras>
          <BoosterStepFields step={mode.draftConfig.steps[row.index]} label={label} onChange={update} />
        </StepExtras>
      )}
    </StepRow>
  );
}

/** The draft configuration: one stage per step (packs, pool, behaviour, rarity distribution). */
export function DraftStepsSection({ mode, editing, onChange }: ModeSectionProps) {
  const rows = mode.draftConfig.steps.map((step, index) => ({ ...step, index }));
  return (
    <Section
      title={gamesTexts.draftConfiguration}
      panel
      actions={
        editing && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PlusIcon />}
            onClick={() => onChange(addDraftStep(mode))}
          >
            {gamesTexts.addDraftStep}
          </Button>
        )
      }
    >
      {editing ? (
        <Stack $gap={0}>
          {rows.length === 0 && <Muted>{gamesTexts.noDraftSteps}</Muted>}
          {rows.map((row) => (
            <EditStep key={row.index} mode={mode} onChange={onChange} row={row} />
          ))}
        </Stack>
      ) : (
        <Table
          caption={gamesTexts.draftSteps}
          columns={readColumns(rows)}
          rows={rows}
          rowKey={(row) => row.index}
          emptyText={gamesTexts.noDraftSteps}
        />
      )}
    </Section>
  );
}
