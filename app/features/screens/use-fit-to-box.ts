// Shrinks a slide's type until its content fits the screen: long titles or many rows must never be cut off on a screen nobody can scroll.
import { useLayoutEffect, type RefObject } from 'react';

/** The smallest the type may go; below this a slide would not be readable across a room anyway. */
const MIN_FIT = 0.5;
const STEP = 0.05;

function overflows(box: HTMLElement): boolean {
  return box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;
}

/**
 * Sets the box's font size (1em = the slide's own type size) to the largest step at which nothing
 * overflows; everything inside is sized in em, so it all shrinks together. Runs again whenever
 * `key` changes (a new slide, new content, a new minute). A few synchronous layouts, before the
 * slide is painted, so nobody sees it jump.
 */
export function useFitToBox(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    let fit = 1;
    box.style.fontSize = '1em';
    while (overflows(box) && fit - STEP >= MIN_FIT) {
      fit = Math.round((fit - STEP) * 100) / 100;
      box.style.fontSize = `${fit}em`;
    }
  }, [ref, key]);
}
