import { readMoreSettings, readMoreStartsOpen, readMoreWording } from '@hookline/rules/page';
import { defineWidget } from '../contract.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { innerHtml } from '../frame/html.ts';
import { onOffField, textField } from '../frame/fields.ts';
import { readMoreFields, readMoreDefaults, settingsMapEntry } from './settings.ts';

/**
 * The read-more expander (spec 2, 3, 4, 5, 8): an intro, hidden content and a toggle button; its
 * settings travel in the page's settings map under its instance id (a `<script>` the island
 * reads), 'Invalid Data' is logged for an id without settings. In the editor the hidden content
 * shows dashed, as the admin preview of button and hidden-content styling.
 */
export const readMore = defineWidget({
  type: 'ReadMore',
  label: 'Read more',
  category: 'interactive',
  island: 'read-more',
  fields: {
    intro: { type: 'richtext', label: 'Shown text' },
    html: { type: 'richtext', label: 'Hidden text' },
    more: textField('More wording'),
    less: textField('Less wording'),
    moreTitle: textField('More title (tooltip)'),
    lessTitle: textField('Less title (tooltip)'),
    gradient: onOffField('Fade over the text end'),
    ...readMoreFields,
  },
  defaultProps: {
    intro: '<p>Our linen is grown in Normandy and woven in a mill that has run since 1898.</p>',
    html: '<p>It is stonewashed for two hours, which softens it before it ever reaches your kitchen, then cut and sewn by hand in our workshop. Each tea towel is hemmed on all four sides and gets a hanging loop.</p>',
    more: 'Read more',
    less: 'Read less',
    moreTitle: '',
    lessTitle: '',
    gradient: true,
    ...readMoreDefaults,
  },
  spec: 'storefront 2 "Read-more widgets" (expander with admin preview); 3 "Read-more expander configuration" (every key, data more/less/more-title/less-title, show-status); 4 "Read-more expander" (every step); 5 and 8 (\'Invalid Data\'); 9 (inline button width 100%)',
  Render(props) {
    const { id, intro, html, more, less, moreTitle, lessTitle, gradient } = props;
    const { editMode } = useWidgetFrame();
    const entry = settingsMapEntry(props);
    const parsed = readMoreSettings({ [id]: entry }, id);
    const settings = parsed.ok ? parsed.settings : null;
    const open = settings ? readMoreStartsOpen(settings, false) : false;
    const wording = readMoreWording({ more, less, 'more-title': moreTitle, 'less-title': lessTitle });
    const button = (
      <button
        type="button"
        className={`hl-read-more__button hl-read-more__button--${settings?.type ?? 'button'}`}
        data-more={wording.more}
        data-less={wording.less}
        data-more-title={wording.moreTitle}
        data-less-title={wording.lessTitle}
        title={open ? wording.lessTitle : wording.moreTitle}
        aria-expanded={open}
        aria-controls={`${id}-hidden`}
        style={
          settings
            ? {
                width: settings.buttonWidth,
                minHeight: settings.buttonHeight,
                fontSize: settings.fontSize,
                fontWeight: settings.fontWeight,
              }
            : undefined
        }
      >
        <span className="hl-read-more__text">{open ? wording.less : wording.more}</span>
        <span className="hl-read-more__arrow" aria-hidden="true" />
      </button>
    );
    return (
      <div
        id={id}
        className={`hl-read-more ${open ? 'read-more--less' : 'read-more--more'}${gradient ? ' hl-read-more--gradient' : ''}${editMode ? ' hl-read-more--preview' : ''}`}
        data-island="read-more"
        data-read-more-id={id}
      >
        <script
          type="application/json"
          data-read-more-settings=""
          {...innerHtml(JSON.stringify({ [id]: entry }).replace(/</g, '\\u003c'))}
        />
        <div className="hl-rich-text" {...innerHtml(intro)} />
        {settings?.vertical === 'top' && button}
        <div
          id={`${id}-hidden`}
          className="hl-read-more__content hl-rich-text"
          data-show-status={String(open)}
          hidden={!open && !editMode}
          {...innerHtml(html)}
        />
        {settings?.vertical !== 'top' && button}
      </div>
    );
  },
});
