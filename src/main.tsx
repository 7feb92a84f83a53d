import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/App';
import '@/app/global.css';

async function start() {
  // A build for a real API (VITE_API_BASE_URL set) compiles this branch away, MSW included.
  if (__MOCK__) {
    const { startMockServer } = await import('../mocks/browser');
    await startMockServer();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
