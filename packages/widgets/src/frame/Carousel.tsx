import { carouselBreakpoints, carouselPlayback } from '@hookline/rules/page';
import type { CSSProperties, ReactNode } from 'react';
import { WidgetFrameProvider } from './frame.tsx';

/** A carousel's settings as stored (spec 9 carousel defaults: 3 shown, 1 per step; tablet 2; mobile 1). */
export interface CarouselProps {
  slides_to_show: number;
  slides_to_show_tablet: number;
  slides_to_show_mobile: number;
  slides_to_scroll: number;
  autoplay: boolean;
  autoplay_speed: number;
  infinite: boolean;
}

export const carouselDefaults: CarouselProps = {
  slides_to_show: 3,
  slides_to_show_tablet: 2,
  slides_to_show_mobile: 1,
  slides_to_scroll: 1,
  autoplay: true,
  autoplay_speed: 5000,
  infinite: true,
};

/**
 * An Embla carousel's markup: each slide is drawn inside the carousel frame (click-through links
 * are off there); the slide widths per device are CSS, so the server's HTML already looks right.
 */
export function Carousel({
  id,
  settings,
  label,
  children,
}: {
  id?: string;
  settings: CarouselProps;
  label: string;
  children: ReactNode[];
}) {
  const layouts = carouselBreakpoints(settings as unknown as Record<string, unknown>);
  const playback = carouselPlayback(settings as unknown as Record<string, unknown>);
  const style = Object.fromEntries(
    layouts.map((l) => [`--hl-show-${l.device}`, String(l.slidesToShow)]),
  ) as CSSProperties;
  return (
    <div
      id={id}
      className="hl-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-island="carousel"
      data-carousel={JSON.stringify({ layouts, ...playback })}
      data-playing={String(playback.autoplay)}
      style={style}
    >
      <div className="hl-carousel__viewport">
        <div className="hl-carousel__container">
          <WidgetFrameProvider value={{ insideCarousel: true }}>
            {children.map((child, index) => (
              <div
                key={index}
                className="hl-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${children.length}`}
              >
                {child}
              </div>
            ))}
          </WidgetFrameProvider>
        </div>
      </div>
      <button type="button" className="hl-carousel__prev" aria-label="Previous">
        ‹
      </button>
      <button type="button" className="hl-carousel__next" aria-label="Next">
        ›
      </button>
    </div>
  );
}
