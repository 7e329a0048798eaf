import { useEffect, useId, useMemo, useState } from 'react';
import { useGameSchedule, useSaveGameSchedule } from '@progression/api-client';
import {
  fieldErrors,
  labels,
  messages,
  nextStartText,
  viewerTimeZone,
  weekdays,
  weekSchedule,
  type Game,
  type Weekday,
  type WeekScheduleView,
} from '@progression/contracts';
import { adminTexts } from '@progression/contracts/texts/admin';
import { flash, flashFailure } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Muted,
  Select,
  Stack,
  Switch,
  TextField,
} from '@progression/ui';

const t = messages.schedule;
const weekdayOptions = weekdays.map((value) => ({ value, label: labels.weekday[value] }));

/** The form's values: what the admin types, checked with the contracts' schema before it is sent. */
interface Draft {
  enabled: boolean;
  weekday: Weekday;
  time: string;
  timeZone: string;
}

const draftOf = (saved: WeekScheduleView): Draft =>
  saved.schedule ?? { enabled: false, weekday: 'MONDAY', time: '18:00', timeZone: viewerTimeZone() };

/** Every IANA zone the browser knows, offered as the admin types (any other name is refused). */
function useTimeZones(): string[] {
  return useMemo(() => {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
    return supported ? supported('timeZone') : [];
  }, []);
}

function ScheduleForm({ game, saved }: { game: Game; saved: WeekScheduleView }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  useEffect(() => setDraft(draftOf(saved)), [saved]);
  const save = useSaveGameSchedule(game.id);
  const zones = useTimeZones();
  const zoneListId = useId();
  const parsed = weekSchedule.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const submit = () => {
    if (!parsed.success) return;
    save.mutate(parsed.data, { onSuccess: () => flash.success(t.saved), onError: flashFailure });
  };
  const complete = game.status === 'COMPLETE';
  return (
    <>
      <CardContent>
        <Stack $gap={3}>
          <Muted>{t.description}</Muted>
          <Switch
            label={t.enabledLabel}
            checked={draft.enabled}
            disabled={complete}
            onCheckedChange={(enabled) => setDraft({ ...draft, enabled })}
          />
          <Select
            label={t.weekdayLabel}
            options={weekdayOptions}
            value={draft.weekday}
            onValueChange={(weekday) => setDraft({ ...draft, weekday: weekday as Weekday })}
          />
          <TextField
            label={t.timeLabel}
            type="time"
            value={draft.time}
            error={errors.time}
            onChange={(event) => setDraft({ ...draft, time: event.target.value })}
          />
          <TextField
            label={t.timeZoneLabel}
            list={zoneListId}
            autoComplete="off"
            spellCheck={false}
            value={draft.timeZone}
            error={errors.timeZone}
            onChange={(event) => setDraft({ ...draft, timeZone: event.target.value.trim() })}
          />
          <datalist id={zoneListId}>
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <p role="status">
            {saved.nextStartAt && saved.schedule
              ? nextStartText(saved.nextStartAt, saved.schedule.timeZone)
              : t.off}
          </p>
        </Stack>
      </CardContent>
      <CardActions $align="end">
        <Button loading={save.isPending} disabled={!parsed.success || complete} onClick={submit}>
          {t.save}
        </Button>
      </CardActions>
    </>
  );
}

/**
 * Week schedule: the day, time and time zone at which each next week starts by itself, on or off, and
 * when the next one starts. The server checks it again and computes the start.
 */
export function WeekSchedulePanel({ game }: { game: Game }) {
  const schedule = useGameSchedule(game.id);
  return (
    <Card aria-label={t.title}>
      <CardHeader title={t.title} />
      <QueryState query={schedule} what={adminTexts.theWeekSchedule}>
        {(saved) => <ScheduleForm game={game} saved={saved} />}
      </QueryState>
    </Card>
  );
}
