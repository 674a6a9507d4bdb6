import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The site's client build: web/ is the root and dist/web the output the edge serves. The static pages' template is
 * completed by the build's own HTML hook (scripts/static-page-template.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The public pages' template (index.html: no script of its own), their islands bootstrap, and the back office
      // (admin/index.html: the one browser-rendered app, served only from the admin host).
      input: isSsrBuild
        ? undefined
        : {
            index: `${import.meta.dirname}/index.html`,
            islands: `${import.meta.dirname}/src/islands/bootstrap.ts`,
            admin: `${import.meta.dirname}/admin/index.html`,
          },
      output: {
        codeSplitting: {
          // React and the router change far less often than the code: their own chunk stays cached across deploys.
          // (Chakra is left to the default split: a vendor chunk of it would pull the admin's components into
          // every public page.)
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
