import type { Profile } from '@croupier/contract';

/** The part of Freshchat's `window.fcWidget` the platform uses. */
interface ChatWidget {
  init(options: Record<string, string | undefined>): void;
  on(event: 'user:created', handler: (response?: ChatUserCreated) => void): void;
  user: { clear(): unknown };
  destroy(): void;
}
interface ChatUserCreated {
  status?: number;
  data?: { restoreId?: string | null };
}

declare global {
  interface Window {
    fcWidget?: ChatWidget;
  }
}

export interface ChatOptions {
  host: string;
  token: string;
  locale: string;
  player: Pick<Profile, 'id' | 'email' | 'firstName' | 'freshchatRestoreId'> | null;
  /** The widget made a new conversation for the player: keep its id on the profile. */
  onRestoreId(restoreId: string): void;
}

let widgetLoad: Promise<ChatWidget> | undefined;

/** Adds the widget's script once per page; its host is in the page's Content-Security-Policy. */
function loadWidget(host: string): Promise<ChatWidget> {
  widgetLoad ??= new Promise<ChatWidget>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('/js/widget.js', host).href;
    script.async = true;
    script.onload = () =>
      window.fcWidget ? resolve(window.fcWidget) : reject(new Error('no widget'));
    script.onerror = () => reject(new Error('chat script failed'));
    document.head.append(script);
  }).catch((error: unknown) => {
    widgetLoad = undefined;
    throw error;
  });
  return widgetLoad;
}

/**
 * Starts the chat for a guest or a player (whose earlier conversation the restore id brings
 * back); the returned function ends it, clearing the player's conversation from this browser.
 */
export function startChat(options: ChatOptions): () => void {
  const { player } = options;
  let widget: ChatWidget | undefined;
  let isStopped = false;
  loadWidget(options.host).then(
    (loaded) => {
      if (isStopped) return;
      widget = loaded;
      widget.on('user:created', (response) => {
        const restoreId = response?.data?.restoreId;
        if (player && restoreId && restoreId !== player.freshchatRestoreId) {
          options.onRestoreId(restoreId);
        }
      });
      widget.init({
        token: options.token,
        host: options.host,
        locale: options.locale,
        ...(player && {
          externalId: player.id,
          restoreId: player.freshchatRestoreId ?? undefined,
          email: player.email ?? undefined,
          firstName: player.firstName ?? undefined,
        }),
      });
    },
    () => undefined,
  );
  return () => {
    isStopped = true;
    if (!widget) return;
    if (player) widget.user.clear();
    widget.destroy();
  };
}
