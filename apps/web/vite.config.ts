import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // The client's files are also written brotli (quality 11) and gzip (level 9) compressed; the
  // server sends those as they are (apps/server/src/plugins/web.ts) instead of compressing each
  // request again at a lower level.
  plugins: [reactRouter(), compression({ include: /\.(js|css|svg|json|webmanifest|html|txt)$/ })],
  resolve: { tsconfigPaths: true },
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    modulePreload: {
      // The home page imports the lobby's chunk once it has rendered; a preload list of the
      // lobby's ~40 dependencies would cost the home page's own script ~2.7 KB gzip (its budget
      // is 150 KB), more than the one round trip of discovering them saves. The same for the
      // bonus, limit, loyalty, quest and turnover modals, which the modal registry (on every page) names and a
      // click opens.
      resolveDependencies: (filename, deps) =>
        /game-lobby-|bonus-modals-|limit-modals-|loyalty-modals-|quest-modals-|turn-over-wager-modal-/.test(
          filename,
        )
          ? []
          : deps,
    },
    // Icons used by several chunks (the shell, the lobby, modals) in one chunk rather than one
    // tiny chunk each: the home page loads ~20 of them, and per-chunk overhead cost ~2 KB gzip.
    // The modal system and the button with all they depend on (the router's runtime among it) in
    // one chunk too: every page loads them, and left alone the bundler cut them into several
    // shared chunks, more of them whenever a route imported a part (a page's own dialog), which
    // cost the home page ~4 KB gzip (149.5 KB with the group, 153.9 KB without).
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'icons', test: /[\\/]lucide-react[\\/]/, minShareCount: 4 },
            {
              // Small modules of the shell that lazy chunks share with the entry: apart, each was
              // a chunk of a few hundred bytes with its own import and export code.
              name: 'shell-lib',
              test: /app[\\/](lib[\\/](toasts[\\/]|meta\.|root-data\.|live[\\/]index\.|browser[\\/](cookies|analytics|use-media-query)\.|session[\\/](api-client|session-provider|session-store|visitor-effects)\.)|features[\\/]wallet[\\/]accounts[\\/](index|money|equivalent-currency|accounts-provider)\.|components[\\/](layout[\\/](use-player-session|layout-state|logo)|ui[\\/](amount|status-icon))\.)/,
            },
            {
              name: 'ui-core',
              test: /app[\\/](lib[\\/]modals[\\/](modal-|index)|components[\\/]ui[\\/](modal|icon-button|button)\.|lib[\\/]browser[\\/](scroll-lock|use-focus-trap)\.)/,
            },
          ],
        },
      },
    },
  },
});
