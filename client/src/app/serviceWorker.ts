// Registers the service worker (client/worker/sw.ts, docs/app.md) once the page has loaded, so it never competes with
// the first page's own files; a browser without service workers, or a failed registration, runs the app as before.
export function registerServiceWorker(): void {
  // Any build (the journeys' too, built under NODE_ENV=test); never the dev server, which has no worker.
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
