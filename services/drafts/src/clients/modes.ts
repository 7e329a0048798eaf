import { progressionMode, type ProgressionMode } from '@progression/contracts';
import { serviceClient, type OnBehalf } from '@progression/service-kit';
import type { Env } from '../env';

/** What this service asks of the modes service. */
export interface ModesClient {
  /** The mode as the caller sees it; the modes service's 404 passes through when they may not see it. */
  modeOfCaller(modeId: string, call: OnBehalf): Promise<ProgressionMode>;
}

export function modesClient(env: Env): ModesClient {
  const modes = serviceClient({
    baseUrl: env.MODES_URL,
    serviceName: env.SERVICE_NAME,
    secret: env.SERVICE_SECRET,
  });
  return {
    modeOfCaller: (modeId, call) =>
      modes.get(`/rest/api/progression-mode/${encodeURIComponent(modeId)}`, progressionMode, call),
  };
}
