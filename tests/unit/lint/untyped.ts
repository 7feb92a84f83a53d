import tseslint from 'typescript-eslint';

/**
 * ESLint config for code linted as text (`lintText`): TypeScript's project service cannot type a file that exists
 * only as a snippet, so typescript-eslint's type-checked rules are off for `files` (its disableTypeChecked); the
 * rules these tests exercise need no type information.
 */
export const untyped = (files: string[]) => ({ ...tseslint.configs.disableTypeChecked, files });
