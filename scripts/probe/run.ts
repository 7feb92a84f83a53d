/** One probe run: the plan, then the rules, then the report (the CLI scripts/api-probe.ts and its tests). */
import { Probe, type ProbeOptions } from './probe';
import { runPlan } from './plan';
import { runRules } from './rules';
import { textReport } from './report';

export async function runProbe(
  options: ProbeOptions,
): Promise<{ probe: Probe; text: string; violations: number }> {
  const probe = new Probe(options);
  await runPlan(probe);
  await runRules(probe);
  return { probe, ...textReport(probe) };
}
