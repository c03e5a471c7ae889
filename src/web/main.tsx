// First: schemas built by any later module must see this setting (see the file).
import '@/lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { registerOfflineApp } from '@/lib/offline-app';
import './index.css';

// Radix focuses a tab itself when it is clicked, and Chromium then shows the keyboard ring (:focus-visible) on
// it. Remember whether the last input was a pointer or the keyboard; index.css hides the ring on tabs after a
// pointer only, so keyboard users keep it.
const html = document.documentElement;
document.addEventListener('pointerdown', () => (html.dataset.input = 'pointer'), true);
document.addEventListener('keydown', () => delete html.dataset.input, true);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Only the build has a service worker (vite.config.ts); development serves none.
if (import.meta.env.PROD) registerOfflineApp();
