import { EventEmitter } from 'node:events';

/** What happened, published by the module where it happens, after its transaction committed. */
export interface DomainEventMap {
  'player.registered': { playerId: string };
  'deposit.credited': { playerId: string };
  /** A real-money stake the wallet accepted. */
  'stake.placed': { playerId: string };
  'cashout.requested': { playerId: string };
}
export type DomainEventName = keyof DomainEventMap;

type Listener<Name extends DomainEventName> = (event: DomainEventMap[Name]) => Promise<void> | void;

/**
 * Lets a module react to another's events without either importing the other (analytics counts registrations
 * without the accounts module knowing it exists). A listener's failure is logged and never reaches the publisher:
 * what happened has happened.
 */
export class DomainEvents {
  private readonly emitter = new EventEmitter();

  constructor(private readonly log: { error: (details: Record<string, unknown>, message: string) => void }) {}

  publish<Name extends DomainEventName>(name: Name, event: DomainEventMap[Name]): void {
    this.emitter.emit(name, event);
  }

  subscribe<Name extends DomainEventName>(name: Name, listener: Listener<Name>): void {
    this.emitter.on(name, (event: DomainEventMap[Name]) => {
      Promise.resolve()
        .then(() => listener(event))
        .catch((error: unknown) => this.log.error({ err: error, event: name }, 'domain event listener failed'));
    });
  }
}
