import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { iconSprite } from './icon-sprite';

export default defineConfig({
  // The client's files are also written brotli (quality 11) and gzip (level 9) compressed; the
  // server sends those as they are (apps/server/src/plugins/web.ts) instead of compressing each
  // request again at a lower level.
  plugins: [
    reactRouter(),
    iconSprite(),
    compression({ include: /\.(js|css|svg|json|webmanifest|html|txt)$/ }),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    modulePreload: {
      // The bonus, limit, loyalty, quest and turnover modals, which the modal registry (on every
      // page) names and a click opens: a preload list of each one's dependencies would cost the
      // home page's script (its budget is 150 KB gzip) more than the one round trip of
      // discovering them saves.
      resolveDependencies: (filename, deps) =>
        /bonus-modals-|limit-modals-|loyalty-modals-|quest-modals-|turn-over-wager-modal-/.test(
          filename,
        )
          ? []
          : deps,
    },
    // Shared chunks by hand. The modal system and the button with all they depend on (the
    // router's runtime among it) in one chunk: every page loads them, and left alone the bundler
    // cut them into several shared chunks, more of them whenever a route imported a part (a
    // page's own dialog), which cost the home page ~4 KB gzip (149.5 KB with the group, 153.9 KB
    // without). A group also takes in what its modules import, unless an earlier group has it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Small modules of the shell that lazy chunks share with the entry: apart, each was
              // a chunk of a few hundred bytes with its own import and export code.
              name: 'shell-lib',
              test: /app[\\/](lib[\\/](toasts[\\/]|meta\.|root-data\.|live[\\/](index|level-up)\.|browser[\\/](cookies|analytics|use-media-query)\.|session[\\/](api-client|session-provider|session-store|visitor-effects)\.)|features[\\/]wallet[\\/]accounts[\\/](index|money|equivalent-currency|accounts-provider)\.|components[\\/](layout[\\/](use-player-session|layout-state|logo)|ui[\\/](amount|status-icon))\.)/,
            },
            {
              name: 'ui-core',
              test: /app[\\/](lib[\\/]modals[\\/](modal-|index)|components[\\/]ui[\\/](modal|icon-button|button|empty-state|lazy-image)\.|lib[\\/](browser[\\/](scroll-lock|use-focus-trap|use-lazy-media)|use-request)\.)/,
            },
            {
              // The content pages' parts that the lobby shows too (bonus cards, content icons):
              // in the games chunk, they would make every static page load the lobby's code.
              name: 'content-lib',
              test: /app[\\/]features[\\/]content[\\/](bonus-cards|content-icon|content\.module|theme-style)\./,
            },
            {
              // The lobby's parts (rows, tiles, search, providers, the requests behind them), which
              // the home page and the games pages share: one chunk instead of ~14 of a few hundred
              // bytes, each with its own import and export code.
              name: 'games-lib',
              test: /app[\\/]features[\\/]games[\\/](lobby|tile|api)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
