import { cardSetTypeDisplayNames, cardSetTypes, type DraftStep } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { Button, DeleteIcon, IconButton, Muted, PlusIcon, Select, Stack, TextField } from '@progression/ui';
import styled from 'styled-components';
import {
  addShopLimit,
  anySet,
  removeShopLimit,
  shopLimitMax,
  updateShopLimit,
  withType,
} from './shop-limits';

const typeOptions = [
  { value: anySet, label: gamesTexts.anySet },
  ...cardSetTypes.map((type) => ({ value: type, label: cardSetTypeDisplayNames[type] })),
];

const Rule = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.spacing(3)};
`;

interface ShopLimitsEditorProps {
  step: DraftStep;
  /** "Step n", to name each control. */
  label: string;
  onChange: (step: DraftStep) => void;
}

/** A SHOP step's max pack rules: at most `max` packs of any one set, or of any one set of a type. */
export function ShopLimitsEditor({ step, label, onChange }: ShopLimitsEditorProps) {
  const rules = step.maxPackRules ?? [];
  return (
    <Stack $gap={2} role="group" aria-label={gamesTexts.poolShopLimits(label)}>
      <Muted>{gamesTexts.shopLimits}</Muted>
      {rules.map((rule, index) => (
        <Rule key={index}>
          <Select
            label={gamesTexts.limitAppliesTo(index + 1)}
            options={typeOptions}
            value={rule.type ?? anySet}
            onValueChange={(type) => onChange(updateShopLimit(step, index, withType(rule, type)))}
          />
          <TextField
            label={gamesTexts.limitMostPacksOfOne(index + 1)}
            type="number"
            min={0}
            value={rule.max}
            onChange={(event) =>
              onChange(updateShopLimit(step, index, { ...rule, max: shopLimitMax(event.target.value) }))
            }
          />
          <IconButton
            label={gamesTexts.removeLimit(index + 1)}
            onClick={() => onChange(removeShopLimit(step, index))}
          >
            <DeleteIcon />
          </IconButton>
        </Rule>
      ))}
      <div>
        <Button
          variant="text"
          size="small"
          startIcon={<PlusIcon />}
          onClick={() => onChange(addShopLimit(step))}
        >
          {gamesTexts.addShopLimit}
        </Button>
      </div>
    </Stack>
  );
}
