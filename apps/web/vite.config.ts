import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    target: 'es2022',
    modulePreload: {
      // The home page imports the lobby's chunk once it has rendered; a preload list of the
      // lobby's ~40 dependencies would cost the home page's own script ~2.7 KB gzip (its budget
      // is 150 KB), more than the one round trip of discovering them saves. The same for the
      // bonus, limit and turnover modals, which the modal registry (on every page) names and a
      // click opens.
      resolveDependencies: (filename, deps) =>
        /game-lobby-|bonus-modals-|limit-modals-|turn-over-wager-modal-/.test(filename) ? [] : deps,
    },
    // Icons used by several chunks (the shell, the lobby, modals) in one chunk rather than one
    // tiny chunk each: the home page loads ~20 of them, and per-chunk overhead cost ~2 KB gzip.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [{ name: 'icons', test: /[\\/]lucide-react[\\/]/, minShareCount: 4 }],
        },
      },
    },
  },
});
