// The router: every page renders inside AppLayout; /in/home has its own route, every other path is
// resolved against the shared §2 route table (routes/ResolvedRoute.tsx). Page code is split per route.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout.tsx';

const HomeRoute = lazy(() =>
  import('./routes/HomeRoute.tsx').then((module) => ({ default: module.HomeRoute })),
);
const ResolvedRoute = lazy(() =>
  import('./routes/ResolvedRoute.tsx').then((module) => ({ default: module.ResolvedRoute })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/in/home" element={<HomeRoute />} />
        <Route path="*" element={<ResolvedRoute />} />
      </Route>
    </Routes>
  );
}
