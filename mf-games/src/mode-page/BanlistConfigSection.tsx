import {
  banlistBehaviours,
  banlistFormats,
  banlistSelectionBehaviours,
  labels,
  type BanlistConfig,
} from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { Grid, Section, Select, Text, Muted, Stack } from '@progression/ui';
import type { ModeSectionProps } from './section-props';

const fields = [
  {
    key: 'banlistTemplate',
    label: gamesTexts.baseBanlist,
    values: banlistFormats,
    names: labels.banlistFormat,
  },
  {
    key: 'banlistBehaviour',
    label: gamesTexts.banlistBehaviour,
    values: banlistBehaviours,
    names: labels.banlistBehaviour,
  },
  {
    key: 'banlistSelectionBehaviour',
    label: gamesTexts.versionSelectionBehaviour,
    values: banlistSelectionBehaviours,
    names: labels.banlistSelectionBehaviour,
  },
] as const;

/** The banlist configuration: the base list, FULL or NO_BANS, and which set date picks the version. */
export function BanlistConfigSection({ mode, editing, onChange }: ModeSectionProps) {
  const config = mode.banlistConfig;
  const set = (key: keyof BanlistConfig, value: string) =>
    onChange({ ...mode, banlistConfig: { ...config, [key]: value } as BanlistConfig });
  return (
    <Section title={gamesTexts.banlistConfiguration} panel>
      <Grid $columns={{ xs: 1, md: 3 }}>
        {fields.map((field) =>
          editing ? (
            <Select
              key={field.key}
              label={field.label}
              options={field.values.map((value) => ({
                value,
                label: (field.names as Record<string, string>)[value],
              }))}
              value={config[field.key]}
              placeholder={gamesTexts.select}
              onValueChange={(value) => set(field.key, value)}
            />
          ) : (
            <Stack key={field.key} $gap={1}>
              <Muted>{field.label}</Muted>
              <Text weight="semibold">{(field.names as Record<string, string>)[config[field.key]]}</Text>
            </Stack>
          ),
        )}
      </Grid>
    </Section>
  );
}
