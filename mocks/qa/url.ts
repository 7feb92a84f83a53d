/** The URL parameters of the QA controls: `?mockFault=` (a bug report can be a link) and `?mockScenario=`. */
import type { FaultRule } from './faultEngine';

export const FAULT_PARAM = 'mockFault';
export const SCENARIO_PARAM = 'mockScenario';

/**
 * `?mockFault=<operationId>:<ErrorName | HTTP status | network | hang | delay=<ms>>[,…]`: one rule per item, until
 * cleared. Unknown items are reported in the console and skipped.
 */
export function parseFaultParam(value: string, operationIds: readonly string[]): FaultRule[] {
  const rules: FaultRule[] = [];
  for (const item of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [operationId = '', how = ''] = item.split(':').map((s) => s.trim());
    const match = operationIds.find((id) => id.toLowerCase() === operationId.toLowerCase());
    if (!match) {
      console.warn(`[mock] ?${FAULT_PARAM}: unknown operation '${operationId}'`);
      continue;
    }
    const delay = /^delay=(\d+)$/i.exec(how);
    if (/^\d{3}$/.test(how)) rules.push({ operationId: match, status: Number(how) });
    else if (how === 'network') rules.push({ operationId: match, network: true });
    else if (how === 'hang') rules.push({ operationId: match, hang: true });
    else if (delay) rules.push({ operationId: match, delayMs: Number(delay[1]) });
    else rules.push({ operationId: match, error: how || 'ServerError' });
  }
  return rules;
}

/** `?mockFault=` for the active rules (a bug-report link); rules the parameter cannot express are left out. */
export function faultParam(rules: FaultRule[]): string {
  return rules
    .map((r) => {
      const how = r.hang
        ? 'hang'
        : r.network
          ? 'network'
          : r.error
            ? r.error
            : r.status
              ? String(r.status)
              : r.delayMs
                ? `delay=${r.delayMs}`
                : null;
      return how && `${r.operationId}:${how}`;
    })
    .filter(Boolean)
    .join(',');
}
