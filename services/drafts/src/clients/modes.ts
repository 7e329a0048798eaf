import type { modesCalls, ProgressionMode } from '@progression/contracts';
import type { CallClient, OnBehalf } from '@progression/service-kit';

/** What this service asks of the modes service. */
export interface ModesClient {
  /** The mode as the caller sees it; the modes service's 404 passes through when they may not see it. */
  modeOfCaller(modeId: string, call: OnBehalf): Promise<ProgressionMode>;
}

/** The modes calls this service makes, over the client built from the modes service's declarations. */
export function modesClient(modes: CallClient<typeof modesCalls>): ModesClient {
  return { modeOfCaller: (modeId, call) => modes.modeOfCaller({ params: { id: modeId } }, call) };
}
