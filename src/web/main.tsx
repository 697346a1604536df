import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, readStoredTheme } from '@/features/theme/utils/theme-storage';
import { App } from './app/app';
import './index.css';

// The stored theme applies before the first paint, so a reload never flashes the default one.
applyTheme(readStoredTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
