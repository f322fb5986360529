import type { CSSProperties } from 'react';
import { defineWidget } from '../contract.ts';
import { Carousel, carouselDefaults } from '../frame/Carousel.tsx';
import { FieldValue, valueIsEmpty } from '../frame/FieldValue.tsx';
import { useWidgetFrame } from '../frame/frame.tsx';
import { loadLoopRows, noRowBackground, type LoopRow } from './rows.ts';
import { choices, numberField, selectField, textField } from '../frame/fields.ts';

type Layout = 'grid' | 'carousel' | 'masonry';

/** The rows shown before an entry is chosen (and in the catalogue's demo), two shapes of row. */
const demoRows: LoopRow[] = [
  ['Harbour mornings', 'Nets, coffee and the first light.', '#dbe7f0'],
  ['Clay and kiln', 'Twelve hours at 1,240 °C, then a slow cool.', '#f2e3d5'],
  ['Linen days', 'Washed, line-dried, worn soft.', '#e6ecd9'],
  ['Market Saturday', 'Stalls up by seven, bread gone by ten.', '#f5e9c8'],
].map(([title, text, color]) => ({
  layout: '',
  label: '',
  values: [
    { key: 'title', value: title! },
    { key: 'text', value: text! },
  ],
  background: { image: null, color: color! },
}));

const isColour = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/**
 * One row as a card of its values: a colour is something to apply (the row's background, through
 * the background settings), never text to print.
 */
function Row({ row }: { row: LoopRow }) {
  const style: CSSProperties = {
    backgroundColor: row.background.color ?? undefined,
    backgroundImage: row.background.image ? `url("${encodeURI(row.background.image)}")` : undefined,
  };
  return (
    <div
      className={`hl-loop__item${row.layout ? ` hl-loop__item--${row.layout}` : ''}${row.background.image ? ' hl-loop__item--bg' : ''}`}
      style={style}
    >
      {row.label && <p className="hl-loop__layout">{row.label}</p>}
      {row.values
        .filter((v) => !valueIsEmpty(v.value) && !isColour(v.value))
        .map((v) => (
          <div key={v.key} className={`hl-loop__value hl-loop__value--${v.key}`}>
            <FieldValue value={v.value} />
          </div>
        ))}
    </div>
  );
}

/**
 * Repeater and flexible content as a carousel, a grid or a masonry (spec 2 "Flexible-content and
 * repeater: carousels, grids and masonry"): each row a card of its sub-field values, with a
 * background from its own image and colour sub-fields (the dynamic background keys of spec 3).
 */
export const dynamicLoop = defineWidget({
  type: 'DynamicLoop',
  label: 'Repeater / flexible content',
  category: 'dynamic',
  pro: true,
  fields: {
    source: {
      type: 'object',
      label: 'Rows from (leave collection and entry empty on an entry template)',
      objectFields: {
        collection: textField('Collection'),
        entry: textField('Entry (slug)'),
        field: textField('Repeater or flexible-content field key'),
      },
    },
    layout: selectField(
      'Layout',
      choices([
        ['grid', 'Grid'],
        ['carousel', 'Carousel'],
        ['masonry', 'Masonry'],
      ]),
    ),
    columns: numberField('Columns (desktop)', 1, 6),
    background: {
      type: 'object',
      label: 'Row background from sub-fields',
      objectFields: {
        cf_field_key: textField('Repeater: image sub-field'),
        cf_color_field_key: textField('Repeater: colour sub-field'),
        bg_flexible_field: textField('Flexible: layout with the image'),
        flex_sub_field: textField('Flexible: image sub-field'),
        bg_color_flexible_field: textField('Flexible: layout with the colour'),
        flex_color_sub_field: textField('Flexible: colour sub-field'),
      },
    },
  },
  defaultProps: {
    source: { collection: '', entry: '', field: '' },
    layout: 'grid' as Layout,
    columns: 3,
    background: noRowBackground,
  },
  load: (props, ctx) => loadLoopRows(props.source, props.background, ctx),
  spec: 'storefront 2 "Flexible-content and repeater: carousels, grids and masonry"; 3 "Dynamic background settings" (acf_field_type repeater / flexible_content, cf_field_key, bg_flexible_field, flex_sub_field, colour keys)',
  Render({ id, layout, columns, loaded }) {
    const { editMode } = useWidgetFrame();
    const rows = loaded ?? demoRows;
    if (rows.length === 0)
      return editMode ? (
        <p id={id} className="hl-empty">
          This field has no rows.
        </p>
      ) : (
        <div id={id} className="hl-loop" hidden />
      );
    if (layout === 'carousel')
      return (
        <Carousel id={id} label="Rows" settings={{ ...carouselDefaults, slides_to_show: columns }}>
          {rows.map((row, i) => (
            <Row key={i} row={row} />
          ))}
        </Carousel>
      );
    return (
      <div
        id={id}
        className={`hl-loop hl-loop--${layout}`}
        style={{ ['--hl-loop-columns' as string]: String(columns) }}
        {...(layout === 'masonry'
          ? { 'data-island': 'masonry', 'data-columns': String(columns), 'data-gap': '24' }
          : {})}
      >
        {rows.map((row, i) => (
          <Row key={i} row={row} />
        ))}
      </div>
    );
  },
});
