import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ProgressionMode } from '@progression/contracts';
import { flash, navigate } from '@progression/platform';
import {
  ArrowBackIcon,
  Button,
  EditIcon,
  IconButton,
  Page,
  SaveIcon,
  Stack,
  TextField,
} from '@progression/ui';
import { saveMode } from '../api/modes';
import { useMode } from '../data/hooks';
import { formatDate } from '../shared/dates';
import { flashFailure } from '../shared/errors';
import { LoadState } from '../shared/LoadState';
import { BanlistConfigSection } from './BanlistConfigSection';
import { DraftStepsSection } from './DraftStepsSection';
import { firstSaveError } from './mode-edits';
import { PoolsSection } from './PoolsSection';
import { WeeksSection } from './WeeksSection';

/** The mode maintenance page: read mode, or edit mode (Edit) that Save leaves. */
export function ModePage() {
  const { modeId = '' } = useParams();
  const [search] = useSearchParams();
  const [loaded, reload] = useMode(modeId);
  return (
    <LoadState state={loaded} what="the mode" onRetry={reload}>
      {(mode) => <ModeEditor key={mode.id} saved={mode} startInEdit={search.get('edit') === 'true'} />}
    </LoadState>
  );
}

function ModeEditor({ saved, startInEdit }: { saved: ProgressionMode; startInEdit: boolean }) {
  const [mode, setMode] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  const [editing, setEditing] = useState(startInEdit);
  const [saving, setSaving] = useState(false);

  useEffect(() => setMode(lastSaved), [lastSaved]);

  const save = async () => {
    const error = firstSaveError(mode);
    if (error) {
      flash.error(error);
      return;
    }
    setSaving(true);
    try {
      setLastSaved(await saveMode(mode));
      setEditing(false);
    } catch (failure) {
      flashFailure(failure);
    } finally {
      setSaving(false);
    }
  };

  const actions = editing ? (
    <>
      <Button
        variant="text"
        disabled={saving}
        onClick={() => {
          setMode(lastSaved);
          setEditing(false);
        }}
      >
        Cancel
      </Button>
      <Button startIcon={<SaveIcon />} loading={saving} onClick={() => void save()}>
        Save
      </Button>
    </>
  ) : (
    <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
      Edit
    </Button>
  );

  return (
    <Page
      as="div"
      title={mode.name || 'Untitled mode'}
      subtitle={`Created on ${formatDate(mode.created)}${editing ? ' · editing' : ''}`}
      back={
        <IconButton label="Back to my modes" onClick={() => navigate('/modes/overview')}>
          <ArrowBackIcon />
        </IconButton>
      }
      actions={actions}
    >
      <Stack $gap={8}>
        {editing && (
          <TextField
            label="Mode name"
            value={mode.name}
            onChange={(event) => setMode({ ...mode, name: event.target.value })}
            error={mode.name.trim() ? undefined : 'Required'}
          />
        )}
        <PoolsSection mode={mode} editing={editing} onChange={setMode} />
        <WeeksSection mode={mode} editing={editing} onChange={setMode} />
        <DraftStepsSection mode={mode} editing={editing} onChange={setMode} />
        <BanlistConfigSection mode={mode} editing={editing} onChange={setMode} />
      </Stack>
    </Page>
  );
}
