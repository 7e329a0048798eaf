import {
  draftBehaviours,
  rarityDistributions,
  type DraftBehaviour,
  type RarityDistribution,
} from '@progression/contracts';
import {
  Button,
  DeleteIcon,
  IconButton,
  PlusIcon,
  Section,
  Select,
  Stack,
  Table,
  TextField,
  type TableColumn,
} from '@progression/ui';
import { addDraftStep, removeDraftStep, updateDraftStep } from './mode-edits';
import type { ModeSectionProps } from './section-props';

type StepRow = ModeSectionProps['mode']['draftConfig']['steps'][number] & { index: number };

const behaviourOptions = draftBehaviours.map((value) => ({ value, label: value }));
const rarityOptions = rarityDistributions.map((value) => ({ value, label: value }));

function readColumns(): TableColumn<StepRow>[] {
  return [
    { id: 'step', header: 'Step', cell: (row) => row.index + 1, width: '64px' },
    { id: 'packs', header: 'Packs', cell: (row) => row.numPacks },
    { id: 'pool', header: 'Pool', cell: (row) => row.pool },
    { id: 'behaviour', header: 'Draft behaviour', cell: (row) => row.draftBehaviour },
    { id: 'rarity', header: 'Rarity distribution', cell: (row) => row.rarityDistribution },
  ];
}

function editColumns({ mode, onChange }: ModeSectionProps): TableColumn<StepRow>[] {
  const poolOptions = mode.cardPools.map((pool) => ({ value: pool.name, label: pool.name }));
  const update = (index: number, change: Parameters<typeof updateDraftStep>[2]) =>
    onChange(updateDraftStep(mode, index, change));
  return [
    { id: 'step', header: 'Step', cell: (row) => row.index + 1, width: '64px' },
    {
      id: 'packs',
      header: 'Packs',
      cell: (row) => (
        <TextField
          label={`Step ${row.index + 1} packs`}
          type="number"
          min={1}
          value={row.numPacks}
          onChange={(event) =>
            update(row.index, { numPacks: Math.max(1, Math.floor(Number(event.target.value) || 1)) })
          }
        />
      ),
    },
    {
      id: 'pool',
      header: 'Pool',
      cell: (row) => (
        <Select
          label={`Step ${row.index + 1} pool`}
          options={poolOptions}
          value={row.pool}
          onValueChange={(pool) => update(row.index, { pool })}
        />
      ),
    },
    {
      id: 'behaviour',
      header: 'Draft behaviour',
      cell: (row) => (
        <Select
          label={`Step ${row.index + 1} draft behaviour`}
          options={behaviourOptions}
          value={row.draftBehaviour}
          onValueChange={(value) => update(row.index, { draftBehaviour: value as DraftBehaviour })}
        />
      ),
    },
    {
      id: 'rarity',
      header: 'Rarity distribution',
      cell: (row) => (
        <Select
          label={`Step ${row.index + 1} rarity distribution`}
          options={rarityOptions}
          value={row.rarityDistribution}
          onValueChange={(value) => update(row.index, { rarityDistribution: value as RarityDistribution })}
        />
      ),
    },
    {
      id: 'remove',
      header: '',
      cell: (row) => (
        <IconButton
          label={`Remove step ${row.index + 1}`}
          onClick={() => onChange(removeDraftStep(mode, row.index))}
        >
          <DeleteIcon />
        </IconButton>
      ),
    },
  ];
}

/** The draft configuration: one stage per step (packs, pool, behaviour, rarity distribution). */
export function DraftStepsSection(props: ModeSectionProps) {
  const { mode, editing, onChange } = props;
  const rows = mode.draftConfig.steps.map((step, index) => ({ ...step, index }));
  return (
    <Section
      title="Draft configuration"
      panel
      actions={
        editing && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PlusIcon />}
            onClick={() => onChange(addDraftStep(mode))}
          >
            Add draft step
          </Button>
        )
      }
    >
      <Stack>
        <Table
          caption="Draft steps"
          columns={editing ? editColumns(props) : readColumns()}
          rows={rows}
          rowKey={(row) => row.index}
          emptyText="No draft steps"
        />
      </Stack>
    </Section>
  );
}
