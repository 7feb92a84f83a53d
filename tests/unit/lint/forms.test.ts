// @vitest-environment node
/** The form rule of eslint.config.js: app code builds forms with FormFrame or LightForm, never antd's Form. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { first } from '../../../src/lib/at';
import { untyped } from './untyped';

const ROOT = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfig: [untyped(['src/**/*.tsx'])] });

async function lint(code: string, file = 'src/features/static/Fixture.tsx') {
  const result = first(await eslint.lintText(code, { filePath: path.join(ROOT, file) }));
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('form mechanisms', { timeout: 60_000 }, () => {
  it("refuses antd's Form in app code", async () => {
    expect(await lint("import { Button, Form } from 'antd';\nexport const x = [Button, Form];\n")).toEqual([
      expect.stringContaining('FormFrame or LightForm'),
    ]);
  });

  it("accepts antd's other components, and antd's Form in a test", async () => {
    expect(await lint("import { Button, Input } from 'antd';\nexport const x = [Button, Input];\n")).toEqual(
      [],
    );
    expect(
      await lint("import { Form } from 'antd';\nexport const x = Form;\n", 'src/components/Fixture.test.tsx'),
    ).toEqual([]);
  });
});
