import type { BackgroundSliderSettings } from '@hookline/rules/page';

/**
 * The background slider's markup: the first slide already drawn (so the server's HTML shows it),
 * the overlay and the timer bar; the `bg-slider` island runs the show from its settings.
 */
export function SliderLayers({ settings }: { settings: BackgroundSliderSettings }) {
  const first = settings.slides[0]!;
  return (
    <div
      className={`hl-bg-slider hl-bg-slider--${settings.cover}`}
      data-island="bg-slider"
      data-slider={JSON.stringify(settings)}
      data-slide="0"
      aria-hidden="true"
    >
      <div className="hl-bg-slider__slide" style={{ backgroundImage: `url("${encodeURI(first)}")` }} />
      {settings.overlay && <div className="hl-bg-slider__overlay" />}
      {settings.timer && <div className="hl-bg-slider__timer" />}
    </div>
  );
}
