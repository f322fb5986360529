import {
  backgroundSliderSettings,
  resolveDynamicBackground,
  type BackgroundSliderSettings,
} from '@hookline/rules/page';
import type { TImageView } from '@hookline/schema/cms';
import type { WidgetLoadContext } from '../contract.ts';
import { loadSourceEntry } from '../frame/entry-source.ts';

/** The section's dynamic background settings as stored: the spec's keys, plus the entry and row. */
export interface DynamicBgProps {
  enabled: boolean;
  collection: string;
  entry: string;
  acf_field_type: '' | 'repeater' | 'flexible_content';
  /** The repeater or flexible-content field whose row gives the background, and the row (from 1). */
  row_field: string;
  row: number;
  show_featured_bg: boolean;
  bg_source: '' | 'custom_field';
  cf_field_key: string;
  image_size: string;
  enable_bg_color: boolean;
  bg_color_source: '' | 'custom_field';
  cf_color_field_key: string;
  bg_flexible_field: string;
  flex_sub_field: string;
  bg_color_flexible_field: string;
  flex_color_sub_field: string;
}

export const dynamicBgDefaults: DynamicBgProps = {
  enabled: false,
  collection: '',
  entry: '',
  acf_field_type: '',
  row_field: '',
  row: 1,
  show_featured_bg: false,
  bg_source: '',
  cf_field_key: '',
  image_size: '',
  enable_bg_color: false,
  bg_color_source: '',
  cf_color_field_key: '',
  bg_flexible_field: '',
  flex_sub_field: '',
  bg_color_flexible_field: '',
  flex_color_sub_field: '',
};

/** The background slider as stored (spec 3 "Background slider": slides, transition, animation, …). */
export interface SliderProps {
  enabled: boolean;
  slides: { src: string }[];
  /** A gallery field of the section's entry whose pictures are the slides (instead of the list). */
  slides_field: string;
  transition: string;
  transition_duration: number | null;
  animation: string;
  delay: number | null;
  overlay: boolean;
  cover: 'cover' | 'contain' | 'repeat';
  timer: boolean;
  loop: boolean;
  autoplay: boolean;
}

export const sliderDefaults: SliderProps = {
  enabled: false,
  slides: [],
  slides_field: '',
  transition: 'fade',
  transition_duration: 1000,
  animation: '',
  delay: 5000,
  overlay: false,
  cover: 'cover',
  timer: true,
  loop: true,
  autoplay: true,
};

export interface SectionBackground {
  image: string | null;
  color: string | null;
  slider: BackgroundSliderSettings | null;
}

/** The settings of the slider as the rules read them (empty durations: the defaults 5000 / 1000 ms). */
export function sliderSettingsOf(props: SliderProps, slides: string[]): BackgroundSliderSettings {
  return backgroundSliderSettings({
    slides,
    transition: props.transition || null,
    transition_duration: props.transition_duration ?? undefined,
    animation: props.animation || undefined,
    delay: props.delay ?? undefined,
    overlay: props.overlay,
    cover: props.cover === 'cover' ? undefined : props.cover,
    timer: props.timer,
    loop: props.loop,
    autoplay: props.autoplay,
  });
}

/**
 * The section's background from its entry (the template's, or the one named): the dynamic image
 * and colour (`resolveDynamicBackground`; a repeater or flexible row when the field type says so)
 * and the slider's slides (typed, or a gallery field's pictures). Nothing to read: null.
 */
export async function loadSectionBackground(
  dynamic: DynamicBgProps,
  slider: SliderProps,
  ctx: WidgetLoadContext,
): Promise<SectionBackground | null> {
  const needsEntry = dynamic.enabled || (slider.enabled && slider.slides_field !== '');
  if (!needsEntry && !slider.enabled) return null;
  const entry = needsEntry
    ? await loadSourceEntry({ collection: dynamic.collection, entry: dynamic.entry }, ctx)
    : null;
  let image: string | null = null;
  let color: string | null = null;
  if (dynamic.enabled && entry) {
    const rows = dynamic.row_field ? entry.fields[dynamic.row_field] : undefined;
    const row = Array.isArray(rows) ? rows[Math.max(0, (dynamic.row || 1) - 1)] : undefined;
    const context =
      dynamic.acf_field_type === 'repeater'
        ? { featuredImage: entry.featured_image, row: row as Record<string, unknown> | undefined }
        : dynamic.acf_field_type === 'flexible_content' && row && typeof row === 'object' && 'layout' in row
          ? {
              featuredImage: entry.featured_image,
              flexibleRow: row as { layout: string; fields: Record<string, unknown> },
            }
          : { featuredImage: entry.featured_image, fields: entry.fields };
    ({ image, color } = resolveDynamicBackground(dynamic, context));
  }
  let sliderSettings: BackgroundSliderSettings | null = null;
  if (slider.enabled) {
    const fromField = slider.slides_field && entry ? entry.fields[slider.slides_field] : null;
    const slides = Array.isArray(fromField)
      ? (fromField as TImageView[]).map((i) => i.url)
      : slider.slides.map((s) => s.src);
    sliderSettings = sliderSettingsOf(slider, slides);
  }
  return { image, color, slider: sliderSettings };
}
