/**
 * The operator console's page (console.html, which the server answers for /admin paths): the console alone, with
 * its texts, its query client and a router of its own. None of the site's shell, pages, texts, realtime connection
 * or service worker is loaded here; a link out of the console loads the site's page.
 */
import './features/admin/console-i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './styles/tokens.css';
import './styles/global.css';
import { startFirstScreen } from './features/admin/api/first-screen';
import { ConsoleErrorPage } from './features/admin/components/console-error-page';
import AdminApp from './features/admin/routes/admin-app';
import { loadWholePage } from './lib/load-whole-page';
import { queryClient } from './lib/query-client';

// The first screen's calls start now, while React is not even running yet.
void startFirstScreen(queryClient, window.location.pathname);

const router = createBrowserRouter([
  { path: '/admin/*', element: <AdminApp />, errorElement: <ConsoleErrorPage /> },
  // A path outside the console is the site's: the browser loads the site's page.
  { path: '*', loader: loadWholePage, element: null },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from console.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
