import { defineWidget } from '../contract.ts';
import { entrySourceField, loadSourceEntry, templateEntry } from '../frame/entry-source.ts';
import { innerHtml } from '../frame/html.ts';
import { onOffField, textField } from '../frame/fields.ts';
import { Unfold, unfoldDefaults } from '../frame/Unfold.tsx';
import { unfoldFields } from '../frame/unfold-fields.ts';
import { useWidgetFrame } from '../frame/frame.tsx';

/**
 * Post content (spec 2 "Post content: unfold toggle"): an entry's body (a rich-text field, or its
 * excerpt when it has none), folded to a height with the more / less toggle when unfold is on.
 */
export const postContent = defineWidget({
  type: 'PostContent',
  label: 'Post content',
  category: 'dynamic',
  pro: true,
  island: 'text-unfold',
  fields: {
    source: entrySourceField,
    field: textField('Rich-text field key (its body)'),
    show_title: onOffField('Show the entry’s title above'),
    unfold: onOffField('Unfold toggle'),
    ...unfoldFields,
  },
  defaultProps: { source: templateEntry, field: 'body', show_title: false, unfold: true, ...unfoldDefaults },
  load: async (props, ctx) => {
    const entry = await loadSourceEntry(props.source, ctx);
    if (!entry) return null;
    const body = entry.fields[props.field];
    return {
      title: entry.title,
      html:
        typeof body === 'string' && body ? body : entry.excerpt ? `<p>${escapeHtml(entry.excerpt)}</p>` : '',
    };
  },
  spec: 'storefront 2 "Post content: unfold toggle"; 4 "Unfold block" (label and icon swap, auto-hide)',
  Render({ id, show_title, unfold, more, less, height, auto_hide, icons, loaded }) {
    const { editMode } = useWidgetFrame();
    const html =
      loaded?.html ??
      (editMode
        ? '<p>The entry’s content shows here: on an entry template, the entry shown; otherwise the entry named in the settings.</p>'
        : '');
    if (!html && !(show_title && loaded?.title)) return <div id={id} className="hl-post-content" hidden />;
    const body = <div className="hl-rich-text hl-post-content__body" {...innerHtml(html)} />;
    return (
      <div id={id} className="hl-post-content">
        {show_title && <h1 className="hl-post-content__title">{loaded?.title ?? 'The entry’s title'}</h1>}
        {unfold ? <Unfold settings={{ more, less, height, auto_hide, icons }}>{body}</Unfold> : body}
      </div>
    );
  },
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
