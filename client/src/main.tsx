// Client entry point: the font (shipped from npm, never a CDN), the theme and building-block styles, the app.
import './app/contentSecurityPolicy.ts';
import './app/fonts/inter.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadFirstPage } from './app/routes.tsx';
import './app/theme.css';
import './ui/controls.css';
import './ui/overlays.css';
import './ui/widgets.css';
import './ui/pageParts.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first page's code is in before the first render, so it paints without Suspense fallbacks in between; a slow
// network gets the shell and its skeleton after 2 s at most.
const firstPage = preloadFirstPage(window.location.pathname, window.location.search);
void Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, 2_000))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
