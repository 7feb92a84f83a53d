// Builds the bare reference page of `npm run bench:web` (same Vite and React plugin as the app).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { chunkSizeWarningLimit: 1500, emptyOutDir: true },
});
