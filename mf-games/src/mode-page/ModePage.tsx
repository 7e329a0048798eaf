import { useState } from 'react';
import { useParams, useSearchParams } from '@progression/router';
import { useMode, useSaveMode } from '@progression/api-client';
import { formatDate, messages, type ProgressionMode } from '@progression/contracts';
import { gamesTexts } from '@progression/contracts/texts/games';
import { ApiError, flash, flashFailure, navigate } from '@progression/platform';
import { QueryState } from '@progression/platform/views';
import {
  Alert,
  ArrowBackIcon,
  Button,
  EditIcon,
  IconButton,
  Page,
  SaveIcon,
  Stack,
  TextField,
} from '@progression/ui';
import { BanlistConfigSection } from './BanlistConfigSection';
import { DraftStepsSection } from './DraftStepsSection';
import { firstSaveError } from './mode-edits';
import { PoolsSection } from './PoolsSection';
import { WeeksSection } from './WeeksSection';

/**
 * The mode maintenance page: read mode, or edit mode (Edit) that Save leaves. `?edit=true` opens it in
 * edit mode and stays in the URL only while the page is in edit mode.
 */
export function ModePage() {
  const { modeId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const mode = useMode(modeId);
  const markEditing = (editing: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (editing) next.set('edit', 'true');
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );
  return (
    <QueryState query={mode} what={gamesTexts.theMode}>
      {(saved) => (
        <ModeEditor
          key={saved.id}
          saved={saved}
          startInEdit={search.get('edit') === 'true'}
          onEditingChange={markEditing}
          reload={async () => (await mode.refetch()).data}
        />
      )}
    </QueryState>
  );
}

interface ModeEditorProps {
  /** The mode as the server has it (refreshed in the background; edits are kept apart from it). */
  saved: ProgressionMode;
  startInEdit: boolean;
  /** Told when the page enters or leaves edit mode (the URL follows). */
  onEditingChange: (editing: boolean) => void;
  /** Reads the mode again from the server. */
  reload: () => Promise<ProgressionMode | undefined>;
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The 409 of a save over a version changed elsewhere: says so, and offers to load the current version. */
function ChangedElsewhere({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button variant="text" loading={reloading} onClick={onReload}>
          {gamesTexts.reload}
        </Button>
      }
    >
      {messages.modes.changedElsewhere}
    </Alert>
  );
}

function ModeEditor({ saved, startInEdit, onEditingChange, reload }: ModeEditorProps) {
  // The edited copy while editing; null in read mode, which shows the server's version.
  const [draft, setDraft] = useState<ProgressionMode | null>(startInEdit ? saved : null);
  const startEditing = () => {
    setDraft(saved);
    onEditingChange(true);
  };
  const stopEditing = () => {
    setDraft(null);
    onEditingChange(false);
  };
  const [reloading, setReloading] = useState(false);
  const saving = useSaveMode();
  const mode = draft ?? saved;
  const editing = draft !== null;
  const conflict = isConflict(saving.error);

  const save = (edited: ProgressionMode) => {
    const error = firstSaveError(edited);
    if (error) {
      flash.error(error);
      return;
    }
    saving.mutate(edited, {
      onSuccess: stopEditing,
      onError: (failure) => {
        if (!isConflict(failure)) flashFailure(failure);
      },
    });
  };

  // The edits so far are dropped: they were made on a version that is no longer the mode.
  const reloadMode = async () => {
    setReloading(true);
    try {
      const current = await reload();
      if (current) {
        saving.reset();
        setDraft(current);
      }
    } finally {
      setReloading(false);
    }
  };

  const actions = draft ? (
    <>
      <Button
        variant="text"
        disabled={saving.isPending}
        onClick={() => {
          saving.reset();
          stopEditing();
        }}
      >
        {gamesTexts.cancel}
      </Button>
      <Button startIcon={<SaveIcon />} loading={saving.isPending} onClick={() => save(draft)}>
        {gamesTexts.save}
      </Button>
    </>
  ) : (
    <Button variant="outlined" startIcon={<EditIcon />} onClick={startEditing}>
      {gamesTexts.edit}
    </Button>
  );

  return (
    <Page
      title={mode.name || gamesTexts.untitledMode}
      subtitle={gamesTexts.createdOn(formatDate(mode.created), editing)}
      back={
        <IconButton label={gamesTexts.backToMyModes} onClick={() => navigate('/modes/overview')}>
          <ArrowBackIcon />
        </IconButton>
      }
      actions={actions}
    >
      <Stack $gap={8}>
        {conflict && <ChangedElsewhere onReload={() => void reloadMode()} reloading={reloading} />}
        {draft && (
          <TextField
            label={gamesTexts.modeName}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            error={draft.name.trim() ? undefined : gamesTexts.required}
          />
        )}
        <PoolsSection mode={mode} editing={editing} onChange={setDraft} />
        <WeeksSection mode={mode} editing={editing} onChange={setDraft} />
        <DraftStepsSection mode={mode} editing={editing} onChange={setDraft} />
        <BanlistConfigSection mode={mode} editing={editing} onChange={setDraft} />
      </Stack>
    </Page>
  );
}
