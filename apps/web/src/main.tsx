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

const render = (router: ReturnType<typeof createRouter>) =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );

// A page the server drew stays until the app can draw the same, so nothing flickers or moves; the app
// then renders in a transition, in short slices, since the page is already on screen. The router is made
// in a task of its own, so the modules' evaluation and its first run are two shorter tasks.
if (isPrerendered(container)) {
  setTimeout(() => {
    const router = createRouter(queryClient);
    void prerenderedPageReady(router, queryClient).then(() => startTransition(() => render(router)));
  });
} else {
  render(createRouter(queryClient));
}
