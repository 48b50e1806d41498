// Vite builds the client into client/dist, which the BFF serves.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * sonner injects its stylesheet as a <style> element with no nonce, which the Content-Security-Policy refuses;
 * its own styles.css is imported instead (app/providers.tsx), and the build fails if the injection changes shape.
 */
function sonnerStylesAsFile(): Plugin {
  return {
    name: 'sonner-styles-as-file',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace(/\n__insertCSS\("(?:[^"\\]|\\.)*"\);?/, '\n');
      if (patched === code)
        this.error('sonner no longer injects its CSS as __insertCSS("…"): revisit this plugin');
      return { code: patched, map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    sonnerStylesAsFile(),
    // Each script and stylesheet also as .br and .gz beside it, which the BFF serves to a browser that accepts them
    // (server/src/clientApp.ts); index.html is not: the BFF fills in a nonce per page.
    // The installable app (docs/app.md): manifest.webmanifest, and sw.js built from worker/sw.ts with this build's
    // precache list. index.html is never in it: the BFF fills in a nonce and the visitor's session per page.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/in/home',
        name: 'Sikka — buy, sell and trade crypto',
        short_name: 'Sikka',
        description: 'Buy, sell and trade BTC, ETH and USDT against rupees.',
        lang: 'en-IN',
        start_url: '/in/home',
        scope: '/',
        display: 'standalone',
        // docs/interface.md: the brand teal (theme.css --brand) over the light theme's background.
        theme_color: '#0f766e',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell's scripts, styles and fonts (no source maps, no compressed copies) and the offline page's
        // stylesheet (the manifest and its icons the plugin adds itself); the API reference (Swagger UI, 400 KB) is
        // fetched only when opened.
        globPatterns: ['assets/*.{js,css,woff2}', 'offline.css', 'icons/apple-touch-icon.png'],
        globIgnores: ['assets/OpenApiReference-*'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|json|txt)$/,
      threshold: 1024,
    }),
  ],
  // The BFF replaces this with a fresh nonce per page (server/src/security/headers.ts): Vite puts it on its tags
  // and in <meta property="csp-nonce">, where the client reads it.
  html: { cspNonce: '__SIKKA_CSP_NONCE__' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Fonts stay files, however small: the Content-Security-Policy's font-src ('self') refuses data: URLs.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // .vite/manifest.json: which chunks each page module needs, so the BFF names them in a page's HTML
    // (server/src/clientPreloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: their own chunks stay cached across our deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 2,
            },
            // The trading screen's chart library and its theme, shared by the candle and the depth chart (each its
            // own lazy chunk): loaded with whichever opens first, never on another route.
            {
              name: 'charts',
              test: /node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]|ui[\\/]chartTheme\.ts$/,
              priority: 2,
            },
            // zod is not here: the shell uses zod/mini, and the full build loads with the forms that need it.
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@trpc)[\\/]/,
              priority: 2,
            },
            // Everything else the entry loads, as one file: over HTTP/1.1 a dozen small shared chunks queue six at
            // a time, one round trip per turn.
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/trpc': { target: 'http://localhost:3000', ws: true } } },
});
