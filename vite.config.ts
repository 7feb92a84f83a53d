/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

// The mock backend is on exactly when no API base URL is configured.
// `__MOCK__` is a compile-time constant so a real-API build drops every MSW import.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiBaseUrl = env.VITE_API_BASE_URL ?? '';
  return {
    plugins: [react()],
    define: { __MOCK__: JSON.stringify(apiBaseUrl === '') },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    build: { chunkSizeWarningLimit: 1500 },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      globalSetup: ['./tests/support/contract-coverage.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
      // Generous: component tests render lazy pages against the in-process mock, slow on a busy 2-core machine.
      testTimeout: 60000,
      benchmark: { include: ['tests/bench/**/*.bench.ts'] },
    },
  };
});
