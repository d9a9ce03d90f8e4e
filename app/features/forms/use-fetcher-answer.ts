// Reacts once to each answer a fetcher's form brings back, when its call (and any reload after it) is done: the SPEC §8 toasts and focus of
// the forms that post to route actions with JavaScript.
import { useEffect, useRef } from 'react';

export function useFetcherAnswer<T>(fetcher: { state: string; data?: T }, onAnswer: (answer: T) => void): void {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || answer === undefined || answer === null || handled.current === answer) return;
    handled.current = answer;
    onAnswer(answer);
  });
}
