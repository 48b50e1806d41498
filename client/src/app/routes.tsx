// The router: every page renders inside AppLayout; /in/home has its own route, every other path is
// resolved against the shared §2 route table (routes/ResolvedRoute.tsx). Page code is split per route.
import { pageKindOf } from '@sikka/shared/routes/pageKind';
import { Route, Routes } from 'react-router-dom';
import { preloadableLazy } from '../lib/preloadableLazy.ts';
import { AppLayout } from './layout/AppLayout.tsx';

const HomeRoute = preloadableLazy(
  () => import('./routes/HomeRoute.tsx'),
  (module) => module.HomeRoute,
);
const ResolvedRoute = preloadableLazy(
  () => import('./routes/ResolvedRoute.tsx'),
  (module) => module.ResolvedRoute,
);

/**
 * Loads the code of the page a first load opens before the app first renders (main.tsx): the page then renders at
 * once instead of through two Suspense fallbacks. The BFF has named these chunks in the page (server/src/
 * clientPreloads.ts), so this waits for their evaluation, not their download. A failed load is left to the render.
 */
export async function preloadFirstPage(pathname: string, search: string): Promise<void> {
  const kind = pageKindOf(pathname, search);
  if (kind === 'redirect') return;
  const route = kind === 'dashboard' || kind === 'auth' ? HomeRoute : ResolvedRoute;
  await route
    .preload()
    .then((module) => module.preloadPage(kind))
    .catch(() => undefined);
}

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
