// Vite builds the client into client/dist, which the BFF serves.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: their own chunks stay cached across our deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'data', test: /node_modules[\\/](@tanstack|@trpc|zod)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/trpc': { target: 'http://localhost:3000', ws: true } } },
});
