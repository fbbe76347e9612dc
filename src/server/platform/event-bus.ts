import type { FastifyBaseLogger } from 'fastify';

type Handler<Payload> = (payload: Payload) => Promise<void> | void;

/**
 * Named events with typed payloads. A write emits once its transaction has committed; `emit`
 * waits for every handler, so what they do (notifications, cache invalidation) is done when the
 * answer goes out. A failing handler is logged, never the writer's failure: the write happened.
 */
export interface EventBus<Events extends object> {
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): Promise<void>;
  on<Name extends keyof Events>(name: Name, handler: Handler<Events[Name]>): void;
}

export function createEventBus<Events extends object>(log: FastifyBaseLogger): EventBus<Events> {
  const handlers = new Map<keyof Events, Handler<never>[]>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as Handler<never>]);
    },
    async emit(name, payload) {
      const listening = (handlers.get(name) ?? []) as Handler<typeof payload>[];
      await Promise.all(
        listening.map(async (handler) => {
          try {
            await handler(payload);
          } catch (error) {
            log.error({ err: error, event: name }, 'an event handler failed');
          }
        }),
      );
    },
  };
}
