import { useEffect, useState } from 'react';
import { messages, type ChatBotConfigView } from '@progression/contracts';
import { useSaveChatBotConfig, useSendTestMessage } from '@progression/api-client';
import { flash, flashFailure } from '@progression/platform';
import { Button, Select, Stack, Text } from '@progression/ui';

const t = messages.integrations;

/** The registered server, its default channel chosen from the candidates, Save and Send test message. */
export function ChannelForm({ config }: { config: ChatBotConfigView }) {
  const [channel, setChannel] = useState(config.defaultChannel ?? '');
  // A save (here or in another tab) becomes the new starting point.
  useEffect(() => setChannel(config.defaultChannel ?? ''), [config.defaultChannel]);
  const save = useSaveChatBotConfig(config.gameId);
  const test = useSendTestMessage(config.gameId);
  const candidates = config.channels.filter((candidate) => config.candidateChannels.includes(candidate.id));
  const options = candidates.map((candidate) => ({ value: candidate.id, label: `#${candidate.name}` }));

  const submit = () =>
    save.mutate(
      { guildId: config.guildId, defaultChannel: channel, candidateChannels: config.candidateChannels },
      { onSuccess: () => flash.success(t.configUpdated), onError: flashFailure },
    );
  const sendTest = () =>
    test.mutate(undefined, { onSuccess: () => flash.success(t.testMessageQueued), onError: flashFailure });

  return (
    <Stack $gap={3}>
      <Text>
        {t.server}: <strong>{config.guildName}</strong>
      </Text>
      <Select label={t.defaultChannel} options={options} value={channel} onValueChange={setChannel} />
      <Stack $direction="row" $gap={2}>
        <Button loading={save.isPending} disabled={!channel} onClick={submit}>
          {t.save}
        </Button>
        <Button
          variant="outlined"
          loading={test.isPending}
          disabled={!config.botConfigured}
          onClick={sendTest}
        >
          {t.sendTestMessage}
        </Button>
      </Stack>
    </Stack>
  );
}
