/** api:probe's report: a table per operation, the rules, a summary line, and JUnit XML. */
import type { Probe } from './probe';

export function textReport(p: Probe): { text: string; violations: number } {
  const rows = p.summary();
  const lines: string[] = [];
  const width = Math.max(...rows.map((r) => r.operationId.length), 9);
  lines.push(`${'operation'.padEnd(width)}  ${'status'.padEnd(16)} ${'ms'.padStart(6)}  verdict`);
  for (const r of rows) {
    const statuses = r.statuses.length > 0 ? [...new Set(r.statuses)].join(',') : '-';
    lines.push(
      `${r.operationId.padEnd(width)}  ${statuses.padEnd(16)} ${String(r.ms).padStart(6)}  ${r.verdict}${r.skipped ? ` (${r.skipped})` : ''}`,
    );
    for (const problem of r.problems) lines.push(`    ✗ ${indent(problem)}`);
    for (const warning of r.warnings) lines.push(`    ! ${indent(warning)}`);
  }
  lines.push('', 'rules (README, "What the real server must do")');
  for (const rule of p.rules) {
    const verdict = rule.skipped ? `SKIP (${rule.skipped})` : rule.problems.length > 0 ? 'FAIL' : 'ok';
    lines.push(`  ${verdict.padEnd(5)} ${rule.name}`);
    for (const problem of rule.problems) lines.push(`    ✗ ${indent(problem)}`);
  }
  const count = (v: string) => rows.filter((r) => r.verdict === v).length;
  const exercised = rows.length - count('SKIP');
  const ruleFails = p.rules.filter((r) => r.problems.length > 0).length;
  const violations = count('FAIL') + ruleFails;
  lines.push(
    '',
    `api:probe ${p.options.writes ? '--writes' : 'read-only'}: ${exercised} of ${rows.length} operations exercised in ${p.exchanges.length} calls: ` +
      `${count('ok')} ok, ${count('FAIL')} failed, ${count('WARN')} warnings, ${count('SKIP')} skipped; ` +
      `rules: ${p.rules.filter((r) => !r.skipped && r.problems.length === 0).length} ok, ${ruleFails} failed` +
      `${p.rules.some((r) => r.skipped) ? `, ${p.rules.filter((r) => r.skipped).length} skipped` : ''}` +
      ` → ${violations === 0 ? 'PASS' : `FAIL (${violations} violations)`}`,
  );
  return { text: lines.join('\n'), violations };
}

const indent = (text: string) => text.replace(/\n/g, '\n      ');
const xml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** One test case per operation and per rule; a violation is a failure, a skip is skipped. */
export function junitReport(p: Probe): string {
  const rows = p.summary();
  const cases = [
    ...rows.map((r) => {
      const name = `${r.operationId} (${r.method} ${r.path})`;
      const time = (r.ms / 1000).toFixed(3);
      const body =
        r.verdict === 'FAIL'
          ? `<failure message="${xml(r.problems[0] ?? '')}">${xml(r.problems.join('\n'))}</failure>`
          : r.verdict === 'SKIP'
            ? `<skipped message="${xml(r.skipped ?? '')}"/>`
            : r.warnings.length > 0
              ? `<system-out>${xml(r.warnings.join('\n'))}</system-out>`
              : '';
      return `    <testcase classname="api-probe.operations" name="${xml(name)}" time="${time}">${body}</testcase>`;
    }),
    ...p.rules.map((rule) => {
      const body = rule.skipped
        ? `<skipped message="${xml(rule.skipped)}"/>`
        : rule.problems.length > 0
          ? `<failure message="${xml(rule.problems[0] ?? '')}">${xml(rule.problems.join('\n'))}</failure>`
          : '';
      return `    <testcase classname="api-probe.rules" name="${xml(rule.name)}">${body}</testcase>`;
    }),
  ];
  const failures =
    rows.filter((r) => r.verdict === 'FAIL').length + p.rules.filter((r) => r.problems.length > 0).length;
  const skipped = rows.filter((r) => r.verdict === 'SKIP').length + p.rules.filter((r) => r.skipped).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="api:probe" tests="${cases.length}" failures="${failures}" skipped="${skipped}">`,
    `  <testsuite name="api:probe ${xml(p.options.base)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
