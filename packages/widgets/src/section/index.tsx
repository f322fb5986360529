import type { CSSProperties } from 'react';
import { wrapperLink } from '@hookline/rules/page';
import { defineWidget, type PageNode } from '../contract.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { px } from '../frame/html.ts';
import { linkFields, noLink, onOffOptions } from '../frame/link-fields.ts';
import {
  dynamicBgDefaults,
  loadSectionBackground,
  sliderDefaults,
  sliderSettingsOf,
  type DynamicBgProps,
  type SliderProps,
} from './background.ts';
import { SliderLayers } from './SliderLayers.tsx';

const text = (label: string) => ({ type: 'text' as const, label });
const onOff = (label: string) => ({ type: 'radio' as const, label, options: onOffOptions });

/**
 * A section: the page's building block, with a slot for any widgets, a width, spacing, a
 * background, and the global element background's click-through link (spec 2).
 */
export const section = defineWidget({
  type: 'Section',
  label: 'Section',
  category: 'layout',
  island: 'wrapper-link',
  fields: {
    content: { type: 'slot' },
    width: {
      type: 'radio',
      label: 'Width',
      options: [
        { label: 'Boxed', value: 'boxed' },
        { label: 'Full width', value: 'full' },
      ],
    },
    paddingY: { type: 'number', label: 'Spacing above and below (px)', min: 0, max: 240 },
    backgroundColor: { type: 'text', label: 'Background colour' },
    textColor: { type: 'text', label: 'Text colour' },
    backgroundImage: { type: 'text', label: 'Background image address' },
    link: linkFields('Click-through link'),
    dynamic_bg: {
      type: 'object',
      label: "Dynamic background (from an entry: the template's when left empty)",
      objectFields: {
        enabled: onOff('Dynamic background'),
        collection: text('Collection'),
        entry: text('Entry (slug)'),
        acf_field_type: {
          type: 'select',
          label: 'Field type',
          options: [
            { label: 'Entry fields', value: '' },
            { label: 'Repeater row', value: 'repeater' },
            { label: 'Flexible content row', value: 'flexible_content' },
          ],
        },
        row_field: text('Repeater / flexible field key'),
        row: { type: 'number', label: 'Row (from 1)', min: 1 },
        show_featured_bg: onOff('Featured image'),
        bg_source: {
          type: 'select',
          label: 'Image source',
          options: [
            { label: 'None', value: '' },
            { label: 'Custom field', value: 'custom_field' },
          ],
        },
        cf_field_key: text('Image field key'),
        image_size: text('Image size'),
        enable_bg_color: onOff('Colour from a field'),
        bg_color_source: {
          type: 'select',
          label: 'Colour source',
          options: [
            { label: 'None', value: '' },
            { label: 'Custom field', value: 'custom_field' },
          ],
        },
        cf_color_field_key: text('Colour field key'),
        bg_flexible_field: text('Flexible: layout with the image'),
        flex_sub_field: text('Flexible: image sub-field'),
        bg_color_flexible_field: text('Flexible: layout with the colour'),
        flex_color_sub_field: text('Flexible: colour sub-field'),
      },
    },
    slider: {
      type: 'object',
      label: 'Background slider',
      objectFields: {
        enabled: onOff('Background slider'),
        slides: {
          type: 'array',
          label: 'Slides',
          arrayFields: { src: text('Picture address') },
          defaultItemProps: { src: '' },
          getItemSummary: (item: { src: string }) => item.src || 'Slide',
        },
        slides_field: text('Or a gallery field of the entry'),
        transition: text('Transition (fade, slideLeft, zoomIn…, random, empty: none)'),
        transition_duration: { type: 'number', label: 'Transition (ms; empty: 1000)', min: 0 },
        animation: text('Animation (kenburns…, random, empty: none)'),
        delay: { type: 'number', label: 'Delay (ms; empty: 5000)', min: 1 },
        overlay: onOff('Overlay'),
        cover: {
          type: 'select',
          label: 'Fit',
          options: [
            { label: 'Cover', value: 'cover' },
            { label: 'Contain', value: 'contain' },
            { label: 'Repeat', value: 'repeat' },
          ],
        },
        timer: onOff('Timer bar'),
        loop: onOff('Loop'),
        autoplay: onOff('Autoplay'),
      },
    },
  },
  defaultProps: {
    content: [] as PageNode[],
    width: 'boxed',
    paddingY: 48,
    backgroundColor: '',
    textColor: '',
    backgroundImage: '',
    link: noLink,
    dynamic_bg: dynamicBgDefaults as DynamicBgProps,
    slider: sliderDefaults as SliderProps,
  },
  load: (props, ctx) => loadSectionBackground(props.dynamic_bg, props.slider, ctx),
  spec: 'storefront 2 "Global element background" (dynamic image and colour, background slider, click-through link, new window, disabled in edit mode, carousels, filter templates); 3 "Dynamic background settings", "Background slider", "Wrapper link"; 4 "Background slider" (autoplay, pause, end when loop is off; delay 5000 ms, transition 1000 ms); 7 ae_repeater_data (the editor reads the same data); 9 background slider defaults',
  Render({ id, slots, width, paddingY, backgroundColor, textColor, backgroundImage, link, slider, loaded }) {
    const frame = useWidgetFrame();
    const active = wrapperLink(link, frame);
    const dynamicImage = loaded?.image ?? null;
    const image = dynamicImage ?? (backgroundImage || null);
    const sliderSettings =
      loaded?.slider ??
      (slider.enabled
        ? sliderSettingsOf(
            slider,
            slider.slides.map((s) => s.src),
          )
        : null);
    const style: CSSProperties = {
      paddingBlock: px(paddingY),
      backgroundColor: loaded?.color ?? (backgroundColor || undefined),
      color: textColor || undefined,
      backgroundImage: image ? `url("${encodeURI(image)}")` : undefined,
    };
    return (
      <section
        id={id}
        className={`hl-section hl-section--${width}${active ? ' hl-linked' : ''}${sliderSettings?.slides.length ? ' hl-section--slider' : ''}`}
        style={style}
        {...(active
          ? {
              'data-island': 'wrapper-link',
              'data-link-url': active.href,
              'data-link-target': active.target,
              'data-link-rel': active.rel,
            }
          : {})}
      >
        {sliderSettings && sliderSettings.slides.length > 0 && <SliderLayers settings={sliderSettings} />}
        <div className="hl-section__inner">{slots.content}</div>
      </section>
    );
  },
});
