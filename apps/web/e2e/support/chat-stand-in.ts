import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Freshchat's side for browser tests: `/js/widget.js` defines `window.fcWidget` with the calls the
 * platform makes (init, on('user:created'), user.clear, destroy). Its launcher is a button named
 * "Support chat"; a player without a restore id gets a new conversation, reported as
 * `restore-<externalId>`. Every call is kept in `window.chatStandInCalls` for the test to read.
 */
export interface ChatStandIn {
  url: string;
  close(): Promise<void>;
}

export const CHAT_TEST_TOKEN = 'e2e-chat-token';

const WIDGET_JS = `(() => {
  const calls = (window.chatStandInCalls = window.chatStandInCalls || []);
  const handlers = {};
  let launcher = null;
  window.fcWidget = {
    init(options) {
      calls.push(options.externalId ? 'init:player:' + (options.restoreId || 'new') : 'init:guest');
      launcher = document.createElement('button');
      launcher.type = 'button';
      launcher.setAttribute('aria-label', 'Support chat');
      launcher.textContent = options.externalId ? 'Chat (player)' : 'Chat (guest)';
      launcher.style.cssText =
        'position:fixed;right:16px;bottom:88px;z-index:900;padding:12px 16px;border:0;' +
        'border-radius:24px;background:#1f8fff;color:#fff;font:600 15px system-ui';
      document.body.append(launcher);
      if (options.externalId && !options.restoreId) {
        const restoreId = 'restore-' + options.externalId;
        setTimeout(() => handlers['user:created'] && handlers['user:created']({ status: 200, data: { restoreId } }));
      }
    },
    on(event, handler) {
      handlers[event] = handler;
    },
    user: {
      clear() {
        calls.push('user.clear');
        return Promise.resolve();
      },
    },
    destroy() {
      calls.push('destroy');
      if (launcher) launcher.remove();
      launcher = null;
    },
  };
})();
`;

export async function startChatStandIn(): Promise<ChatStandIn> {
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/js/widget.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(WIDGET_JS);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
