/**
 * The messages a game frame sends the casino page around it (packages/games/docs/game-frame-protocol.md): a play
 * has started (its result must not show in the site's balance yet), and a play's result is on the player's screen
 * (the site may show what the round did to the balance). `playId` is the frame's own name for one play (a round
 * opening or an action on an open round); `roundId` is the provider's round id, the one the wallet calls carry.
 */
export type GameFrameMessage =
  | { type: 'lodestar:round-started'; playId: string }
  | {
      type: 'lodestar:round-settled-shown';
      playId: string;
      /** Absent when the play was refused: nothing moved. */
      roundId?: string;
    };

/** The protocol's ids: 1 to 100 characters. */
const isId = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 100;

/**
 * The message in the data of a postMessage event, with only the protocol's fields, or undefined. Checked by hand,
 * not with a zod schema: the game page would otherwise download zod before it renders (issue 12).
 */
function protocolMessageOf(data: unknown): GameFrameMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, playId, roundId } = data as Record<string, unknown>;
  if (!isId(playId)) return undefined;
  if (type === 'lodestar:round-started') return { type, playId };
  if (type !== 'lodestar:round-settled-shown') return undefined;
  if (roundId === undefined) return { type, playId };
  return isId(roundId) ? { type, playId, roundId } : undefined;
}

/** The frame the casino page listens to: the game's origin and its window. */
export interface ListenedFrame {
  origin: string;
  window: MessageEventSource | null;
}

/**
 * The protocol message of a postMessage event, or undefined for anything else: another origin, another window
 * (an extension, a second frame), or data that is not one of the protocol's messages.
 */
export function gameFrameMessageOf(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frame: ListenedFrame): GameFrameMessage | undefined {
  if (event.origin !== frame.origin || frame.window === null || event.source !== frame.window) return undefined;
  return protocolMessageOf(event.data);
}

/**
 * Where the game frame may send its messages: the casino page that embeds it. Chromium names the embedding
 * origin in ancestorOrigins; elsewhere the referrer does. A game opened on its own has nobody to tell.
 */
export function embeddingOrigin(page: Pick<Window, 'parent' | 'location' | 'document'>): string | undefined {
  if (page.parent === (page as Window)) return undefined;
  const ancestor = page.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return page.document.referrer ? new URL(page.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Sends one protocol message to the casino page around the frame, if there is one. */
export function tellCasino(message: GameFrameMessage): void {
  const origin = embeddingOrigin(window);
  if (origin) window.parent.postMessage(message, origin);
}
