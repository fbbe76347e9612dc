import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus.ts';

interface TestEvents {
  'thing.saved': { id: string };
  'thing.deleted': { id: string };
}

/** A logger that keeps what was logged as an error. */
function recordingLog(logged: unknown[] = []) {
  return {
    error: (details: unknown, message: string) => logged.push({ details, message }),
  } as unknown as FastifyBaseLogger;
}

describe('the event bus', () => {
  it('hands an event to every handler of its name, and to no other', async () => {
    const bus = createEventBus<TestEvents>(recordingLog());
    const heard: string[] = [];
    bus.on('thing.saved', ({ id }) => void heard.push(`first ${id}`));
    bus.on('thing.saved', async ({ id }) => void heard.push(`second ${id}`));
    bus.on('thing.deleted', ({ id }) => void heard.push(`deleted ${id}`));
    await bus.emit('thing.saved', { id: 'a' });
    expect(heard.sort()).toEqual(['first a', 'second a']);
  });

  it('logs a failing handler and still runs the others, without failing the emitter', async () => {
    const logged: unknown[] = [];
    const bus = createEventBus<TestEvents>(recordingLog(logged));
    const heard: string[] = [];
    bus.on('thing.saved', () => {
      throw new Error('mail server down');
    });
    bus.on('thing.saved', ({ id }) => void heard.push(id));
    await expect(bus.emit('thing.saved', { id: 'b' })).resolves.toBeUndefined();
    expect(heard).toEqual(['b']);
    expect(logged).toMatchObject([{ details: { event: 'thing.saved' } }]);
  });
});
