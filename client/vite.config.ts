// Vite builds the client into client/dist, which the BFF serves.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/trpc': { target: 'http://localhost:3000', ws: true } } },
});
