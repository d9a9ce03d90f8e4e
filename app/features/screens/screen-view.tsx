// The full-screen information screen (issue #8): runs the rotation engine in the browser and renders the current slide, or the calm fallback.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ScreenData } from '#core/screen-rotation.ts';
import { apiFetch } from '#app/lib/api-fetch.ts';
import { ScreenPlayer, type PlayerEnv, type PlayerView } from './screen-player.ts';
import { FallbackSlide, ScreenStatusBar, SlideContent, type SlideCallbacks } from './screen-slides.tsx';
import { useScreenT } from './screen-words.ts';
import { useFitToBox } from './use-fit-to-box.ts';
import { useMinuteClock } from './use-minute-clock.ts';

/** The browser side of the engine: real timers, the API client, Image() preloading. */
function browserPlayerEnv(screenId: string): PlayerEnv {
  return {
    now: () => new Date(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    fetchData: async () => {
      const result = await apiFetch<ScreenData>(`/api/screens/${screenId}`, { cache: 'no-store' });
      return result.ok ? { ok: true, data: result.data } : { ok: false };
    },
    preload: (url) => {
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
      // decode() resolves once the picture is loaded and decodable, and rejects for a broken one.
      return image.decode().then(
        () => true,
        () => false,
      );
    },
    reload: () => window.location.reload(),
    logError: (message) => console.error(message),
    random: () => Math.random(),
  };
}

export function ScreenView({ initial }: { initial: ScreenData }) {
  // Built during render on the server and in the browser alike: both show the same first slide.
  const t = useScreenT();
  const player = useMemo(() => new ScreenPlayer(initial, browserPlayerEnv(initial.screen.id)), [initial]);
  const [view, setView] = useState<PlayerView>(() => player.getView());
  const [rotating, setRotating] = useState(false);
  // The clock and the doors' status move on with the minute, also in the middle of a long slide.
  const clock = useMinuteClock(new Date(initial.generatedAt));
  const body = useRef<HTMLDivElement>(null);
  useFitToBox(body, `${view.slide?.key ?? 'fallback'}|${view.data.generatedAt}|${clock.getTime()}`);
  const callbacks = useMemo<SlideCallbacks>(
    () => ({ onEnded: (key) => player.slideEnded(key), onFailed: (key, url) => player.slideFailed(key, url) }),
    [player],
  );

  useEffect(() => {
    setView(player.getView());
    const unsubscribe = player.subscribe(setView);
    player.start();
    setRotating(true);
    return () => {
      unsubscribe();
      player.stop();
    };
  }, [player]);

  const { slide, data } = view;
  return (
    <main
      className="screen"
      data-layout={data.screen.layout}
      data-orientation={data.screen.orientation}
      data-floor={data.screen.floor}
      data-stale={view.stale ? 'true' : undefined}
      data-rotating={rotating ? 'true' : undefined}
    >
      <h1 className="visually-hidden">{t('screenLabel', { name: data.screen.name })}</h1>
      {slide ? (
        <section
          key={slide.key}
          className={`screen-slide screen-slide--${slide.type}`}
          data-theme={slide.theme}
          data-slide-type={slide.type}
          data-slide-key={slide.key}
          aria-label={t(`slideLabels.${slide.type}`)}
        >
          <ScreenStatusBar data={data} clock={clock} />
          <div className="screen-slide__body" ref={body}>
            <SlideContent slide={slide} data={data} now={view.at} clock={clock} callbacks={callbacks} />
          </div>
        </section>
      ) : (
        <section
          className="screen-slide screen-slide--fallback"
          data-theme="dark"
          data-slide-type="fallback"
          aria-label={t('hoursHeading')}
        >
          <ScreenStatusBar data={data} clock={clock} />
          <div className="screen-slide__body" ref={body}>
            <FallbackSlide data={data} clock={clock} />
          </div>
        </section>
      )}
    </main>
  );
}
