import { describe, expect, it } from 'vitest';
import { createDropdownController, type GuardTimers } from './dropdown-controller.ts';

/** Manual clock: timers fire only when the test advances time. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; callback: () => void }>();
  const timers: GuardTimers = {
    set: (callback, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, callback });
      return id;
    },
    clear: (handle) => {
      due.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now && due.has(id)) {
        due.delete(id);
        timer.callback();
      }
    }
  };
  return { timers, advance, pending: () => due.size };
}

function setup() {
  const clock = fakeTimers();
  const changes: (string | null)[] = [];
  const controller = createDropdownController({
    onChange: (id) => changes.push(id),
    guardMs: 200,
    timers: clock.timers,
  });
  return { controller, changes, ...clock };
}

describe('createDropdownController', () => {
  it('toggles one dropdown open and closed by click', () => {
    const { controller, changes } = setup();
    controller.toggle('a');
    expect(controller.openId).toBe('a');
    controller.toggle('a');
    expect(controller.openId).toBeNull();
    expect(changes).toEqual(['a', null]);
  });

  it('keeps only one open at a time', () => {
    const { controller } = setup();
    controller.toggle('a');
    controller.toggle('b');
    expect(controller.openId).toBe('b');
  });

  it('opens on hover and closes only after the guard when the pointer leaves', () => {
    const { controller, advance } = setup();
    controller.pointerEnter('a');
    expect(controller.openId).toBe('a');
    controller.pointerLeave('a');
    advance(199);
    expect(controller.openId).toBe('a');
    advance(1);
    expect(controller.openId).toBeNull();
  });

  it('stays open when the pointer comes back within the guard', () => {
    const { controller, advance, pending } = setup();
    controller.pointerEnter('a');
    controller.pointerLeave('a');
    advance(150);
    controller.pointerEnter('a');
    advance(500);
    expect(controller.openId).toBe('a');
    expect(pending()).toBe(0);
  });

  it('does not switch when the pointer only crosses another trigger on its way to the panel', () => {
    const { controller, advance } = setup();
    controller.pointerEnter('a');
    controller.pointerLeave('a');
    controller.pointerEnter('b');
    advance(100);
    controller.pointerLeave('b');
    controller.pointerEnter('a');
    advance(1000);
    expect(controller.openId).toBe('a');
  });

  it('switches to another dropdown when the pointer rests on its trigger', () => {
    const { controller, advance } = setup();
    controller.pointerEnter('a');
    controller.pointerLeave('a');
    controller.pointerEnter('b');
    advance(200);
    expect(controller.openId).toBe('b');
  });

  it('treats a click right after hover-open as keeping it open', () => {
    const { controller } = setup();
    controller.pointerEnter('a');
    controller.toggle('a');
    expect(controller.openId).toBe('a');
    controller.toggle('a');
    expect(controller.openId).toBeNull();
  });

  it('closes at once on close() and cancels a pending timer', () => {
    const { controller, advance, pending } = setup();
    controller.pointerEnter('a');
    controller.pointerLeave('a');
    controller.close();
    expect(controller.openId).toBeNull();
    expect(pending()).toBe(0);
    advance(1000);
    expect(controller.openId).toBeNull();
  });

  it('close(id) leaves another open dropdown alone', () => {
    const { controller } = setup();
    controller.open('a');
    controller.close('b');
    expect(controller.openId).toBe('a');
  });

  it('dispose clears the pending timer', () => {
    const { controller, pending } = setup();
    controller.pointerEnter('a');
    controller.pointerLeave('a');
    controller.dispose();
    expect(pending()).toBe(0);
  });
});
