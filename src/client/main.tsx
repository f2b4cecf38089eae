import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from '#client/router.tsx';
import '#client/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root introuvable');
createRoot(container).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
