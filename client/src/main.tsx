// Client entry point: the font (shipped from npm, never a CDN), the theme and building-block styles, the app.
import './app/contentSecurityPolicy.ts';
import './app/fonts/inter.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { askFirstData } from './app/firstData.ts';
import { preloadFirstPage } from './app/routes.tsx';
import { registerServiceWorker } from './app/serviceWorker.ts';
import './app/theme.css';
import './ui/controls.css';
import './ui/overlays.css';
import './ui/widgets.css';
import './ui/pageParts.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first page's code and its first screen's market data (app/firstData.ts) are in before the first render, so it
// paints whole, without Suspense fallbacks or skeletons in between; a slow network gets the shell and its skeleton
// after 2 s at most.
const firstData = askFirstData(window.location.pathname, window.location.search);
const firstPage = preloadFirstPage(window.location.pathname, window.location.search);
void Promise.race([
  Promise.all([firstPage, firstData]),
  new Promise((resolve) => setTimeout(resolve, 2_000)),
]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();
