type Stage = { stage: string; inputStage?: Stage; [field: string]: unknown };

/** The stages of an explain's winning plan from the top down (LIMIT, SORT, FETCH, IXSCAN...). */
export function planStages(explained: object): Stage[] {
  const stages: Stage[] = [];
  const { queryPlanner } = explained as { queryPlanner: { winningPlan: Stage } };
  for (let stage: Stage | undefined = queryPlanner.winningPlan; stage; stage = stage.inputStage) stages.push(stage);
  return stages;
}

/** The index scan of a winning plan, if it uses one. */
export const indexScanOf = (explained: object) => planStages(explained).find((stage) => stage.stage === 'IXSCAN');
