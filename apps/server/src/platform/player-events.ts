import { EventEmitter } from 'node:events';

/**
 * Events addressed to one player (new balances, for now), fanned out to that player's open streams in this
 * process. A Redis-backed hub can replace it when several server processes share the players.
 */
export class PlayerEventHub<Event> {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open browser tab; there is no fixed ceiling.
    this.emitter.setMaxListeners(0);
  }

  publish(playerId: string, event: Event): void {
    this.emitter.emit(playerId, event);
  }

  /** Returns the function that stops the subscription. */
  subscribe(playerId: string, listener: (event: Event) => void): () => void {
    this.emitter.on(playerId, listener);
    return () => this.emitter.off(playerId, listener);
  }

  listenerCount(playerId: string): number {
    return this.emitter.listenerCount(playerId);
  }
}
