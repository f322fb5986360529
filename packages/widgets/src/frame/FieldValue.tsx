import type {
  TChoiceView,
  TImageView,
  TLinkView,
  TLocationView,
  TTermView,
  TValueView,
} from '@hookline/schema/cms';
import { innerHtml } from './html.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isImage = (v: unknown): v is TImageView => isObject(v) && typeof v.url === 'string' && 'width' in v;
const isLink = (v: unknown): v is TLinkView => isObject(v) && typeof v.url === 'string' && 'new_window' in v;
const isPlace = (v: unknown): v is TLocationView => isObject(v) && typeof v.lat === 'number';
const isTerm = (v: unknown): v is TTermView => isObject(v) && typeof v.taxonomy === 'string';
const isChoice = (v: unknown): v is TChoiceView => isObject(v) && typeof v.label === 'string' && 'value' in v;
/** Rich text values are sanitised HTML; plain text is escaped by React. */
const looksLikeHtml = (text: string) => /^\s*<[a-z][\s\S]*>\s*$/i.test(text);

/** Whether a resolved value shows nothing. */
export function valueIsEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A resolved field value (`TValueView`, already sanitised on the server) as markup, by its shape:
 * text, rich text, number, date, colour swatch, yes / no, image, gallery, link, place, choices, terms.
 */
export function FieldValue({ value }: { value: TValueView | unknown }) {
  if (valueIsEmpty(value)) return null;
  if (typeof value === 'string') {
    if (/^#[0-9a-f]{6}$/i.test(value))
      return (
        <span className="hl-field__colour">
          <span className="hl-field__swatch" style={{ background: value }} aria-hidden="true" />
          {value}
        </span>
      );
    return looksLikeHtml(value) ? (
      <div className="hl-rich-text" {...innerHtml(value)} />
    ) : (
      <span>{value}</span>
    );
  }
  if (typeof value === 'number') return <span>{value}</span>;
  if (typeof value === 'boolean') return <span>{value ? 'Yes' : 'No'}</span>;
  if (isImage(value))
    return <img src={value.url} alt={value.alt} width={value.width} height={value.height} loading="lazy" />;
  if (isLink(value))
    return (
      <a
        href={value.url}
        target={value.new_window ? '_blank' : undefined}
        rel={
          [value.new_window ? 'noopener' : '', value.nofollow ? 'nofollow' : ''].filter(Boolean).join(' ') ||
          undefined
        }
      >
        {value.title || value.url}
      </a>
    );
  if (isPlace(value))
    return (
      <span className="hl-field__place" data-lat={value.lat} data-lng={value.lng}>
        {value.address || `${value.lat}, ${value.lng}`}
      </span>
    );
  if (Array.isArray(value)) {
    if (value.every(isImage))
      return (
        <span className="hl-field__gallery">
          {value.map((image) => (
            <img
              key={image.id}
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
            />
          ))}
        </span>
      );
    if (value.every(isTerm)) return <span>{value.map((t) => t.name).join(', ')}</span>;
    if (value.every(isChoice)) return <span>{value.map((c) => c.label).join(', ')}</span>;
  }
  return null;
}
