import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/app';
import { isPrerendered, prerenderedPageReady } from './app/prerendered-page';
import { createRouter } from './app/router';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const router = createRouter(queryClient);
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );

// A page the server drew stays until the app can draw the same, so nothing flickers or moves; the app
// then renders in a transition, in short slices, since the page is already on screen.
if (isPrerendered(container)) void prerenderedPageReady(router, queryClient).then(() => startTransition(render));
else render();
