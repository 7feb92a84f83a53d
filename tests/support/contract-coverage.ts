/**
 * Vitest global setup: after the whole suite, every (operation, documented status) of openapi.yaml must
 * have been seen by a test through tests/support/api.ts. Active when CONTRACT_COVERAGE=1 (npm test).
 */
import { readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { COVERAGE_DIR, operations } from './contract';

export default function setup(project: TestProject) {
  if (process.env.CONTRACT_COVERAGE !== '1') return;
  // vite.config.ts's test projects (node, jsdom) inherit this file: only the root project runs it, once, before
  // any project's tests and after all of them.
  if (!project.isRootProject()) return;
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
  return () => {
    const seen = new Set<string>();
    if (existsSync(COVERAGE_DIR)) {
      for (const file of readdirSync(COVERAGE_DIR)) {
        for (const line of readFileSync(join(COVERAGE_DIR, file), 'utf8').split('\n'))
          if (line) seen.add(line);
      }
    }
    const missing = operations.flatMap((op) =>
      op.statuses
        .filter((s) => !seen.has(`${op.operationId} ${s}`))
        .map((s) => `${op.method} ${op.path} (${op.operationId}) → ${s}`),
    );
    if (missing.length > 0) {
      // A throw in global teardown is only logged by vitest; the exit code makes the run fail.
      process.exitCode = 1;
      throw new Error(
        `Contract coverage: ${missing.length} documented responses were never exercised by a test:\n  ${missing.join('\n  ')}`,
      );
    }
    console.log(
      `Contract coverage: all ${operations.length} operations and their documented responses exercised.`,
    );
  };
}
