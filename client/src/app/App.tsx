// The application: the router around the providers (the error handler navigates), around the routes.
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';
import './app.css';

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
