/**
 * Texts live in one file per area, `locales/<language>/<area>.json` (errors and messages, fields, each feature…),
 * merged into one flat map per language. A key is defined once: the merge refuses duplicates.
 */
export function merge(files: Record<string, { default: Record<string, string> }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, mod] of Object.entries(files)) {
    for (const [key, text] of Object.entries(mod.default)) {
      if (key in out) throw new Error(`i18n key "${key}" is defined twice (again in ${file})`);
      out[key] = text;
    }
  }
  return out;
}
