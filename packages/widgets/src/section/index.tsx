import type { CSSProperties } from 'react';
import { wrapperLink } from '@hookline/rules/page';
import { defineWidget, type PageNode } from '../contract.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { px } from '../frame/html.ts';
import { choices, numberField, onOffField, radioField, selectField, textField } from '../frame/fields.ts';
import { linkFields, noLink } from '../frame/link-fields.ts';
import {
  dynamicBgDefaults,
  loadSectionBackground,
  sliderDefaults,
  sliderSettingsOf,
  type DynamicBgProps,
  type SliderProps,
} from './background.ts';
import { SliderLayers } from './SliderLayers.tsx';

/** The choice of none or a custom field, for the dynamic background's image and colour. */
const customFieldSource = choices([
  ['', 'None'],
  ['custom_field', 'Custom field'],
]);

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
    width: radioField(
      'Width',
      choices([
        ['boxed', 'Boxed'],
        ['full', 'Full width'],
      ]),
    ),
    paddingY: numberField('Spacing above and below (px)', 0, 240),
    backgroundColor: textField('Background colour'),
    textColor: textField('Text colour'),
    backgroundImage: textField('Background image address'),
    link: linkFields('Click-through link'),
    dynamic_bg: {
      type: 'object',
      label: "Dynamic background (from an entry: the template's when left empty)",
      objectFields: {
        enabled: onOffField('Dynamic background'),
        collection: textField('Collection'),
        entry: textField('Entry (slug)'),
        acf_field_type: selectField(
          'Field type',
          choices([
            ['', 'Entry fields'],
            ['repeater', 'Repeater row'],
            ['flexible_content', 'Flexible content row'],
          ]),
        ),
        row_field: textField('Repeater / flexible field key'),
        row: numberField('Row (from 1)', 1),
        show_featured_bg: onOffField('Featured image'),
        bg_source: selectField('Image source', customFieldSource),
        cf_field_key: textField('Image field key'),
        image_size: textField('Image size'),
        enable_bg_color: onOffField('Colour from a field'),
        bg_color_source: selectField('Colour source', customFieldSource),
        cf_color_field_key: textField('Colour field key'),
        bg_flexible_field: textField('Flexible: layout with the image'),
        flex_sub_field: textField('Flexible: image sub-field'),
        bg_color_flexible_field: textField('Flexible: layout with the colour'),
        flex_color_sub_field: textField('Flexible: colour sub-field'),
      },
    },
    slider: {
      type: 'object',
      label: 'Background slider',
      objectFields: {
        enabled: onOffField('Background slider'),
        slides: {
          type: 'array',
          label: 'Slides',
          arrayFields: { src: textField('Picture address') },
          defaultItemProps: { src: '' },
          getItemSummary: (item: { src: string }) => item.src || 'Slide',
        },
        slides_field: textField('Or a gallery field of the entry'),
        transition: textField('Transition (fade, slideLeft, zoomIn…, random, empty: none)'),
        transition_duration: numberField('Transition (ms; empty: 1000)', 0),
        animation: textField('Animation (kenburns…, random, empty: none)'),
        delay: numberField('Delay (ms; empty: 5000)', 1),
        overlay: onOffField('Overlay'),
        cover: selectField(
          'Fit',
          choices([
            ['cover', 'Cover'],
            ['contain', 'Contain'],
            ['repeat', 'Repeat'],
          ]),
        ),
        timer: onOffField('Timer bar'),
        loop: onOffField('Loop'),
        autoplay: onOffField('Autoplay'),
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
