// Client entry point: the font (shipped from npm, never a CDN), the theme and building-block styles, the app.
import './app/contentSecurityPolicy.ts';
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './app/theme.css';
import './ui/ui.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
