// Global styles first, so each component's CSS module comes later and can refine them.
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRelayEnvironment } from './app/relay/environment';
import { createRoutes } from './routes';

const environment = createRelayEnvironment();
const router = createBrowserRouter(createRoutes(environment));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
