import { ACCORDION_ACTIONS, CAROUSEL_ACTIONS, triggerFace, triggerSettings } from '@hookline/rules/page';
import { defineWidget } from '../contract.ts';
import { useWidgetFrame } from '../frame/frame.tsx';
import { choices, radioField, selectField, textField } from '../frame/fields.ts';

const actionOptions = [
  ...CAROUSEL_ACTIONS.map((a) => ({ label: `Carousel: ${a}`, value: a })),
  ...ACCORDION_ACTIONS.filter((a) => !(CAROUSEL_ACTIONS as readonly string[]).includes(a)).map((a) => ({
    label: `Accordion: ${a}`,
    value: a,
  })),
];

/**
 * The trigger widget (spec 2, 3, 4): a button that drives carousels (next, prev, first, last,
 * play, pause, play_pause following autoplay) or accordions (expand, collapse, expand_collapse
 * following all open / all closed, next, prev by tab number) named by comma-separated element ids.
 */
export const trigger = defineWidget({
  type: 'Trigger',
  label: 'Trigger',
  category: 'interactive',
  pro: true,
  island: 'trigger',
  fields: {
    trigger_type: radioField(
      'Drives',
      choices([
        ['carousel', 'A carousel'],
        ['accordion', 'An accordion'],
      ]),
    ),
    trigger_action: selectField('Action', actionOptions),
    trigger_target: textField('Element ids (comma-separated)'),
    text: textField('Text'),
    secondary_text: textField('Text while playing / all open'),
    selected_icon: textField('Icon (a character)'),
    selected_icon_secondary: textField('Icon while playing / all open'),
  },
  defaultProps: {
    trigger_type: 'carousel' as 'carousel' | 'accordion',
    trigger_action: 'next' as string,
    trigger_target: '',
    text: 'Next',
    secondary_text: '',
    selected_icon: '›',
    selected_icon_secondary: '',
  },
  spec: 'storefront 2 "Trigger widget"; 3 "Trigger settings"; 4 "Play/pause trigger", "Accordion trigger"; 9 "Trigger accordion next/prev uses tab numbers"',
  Render(props) {
    const { editMode } = useWidgetFrame();
    const settings = triggerSettings(props);
    const face = settings
      ? triggerFace(settings, {})
      : { text: props.text || 'Trigger', icon: props.selected_icon };
    return (
      <p id={props.id} className="hl-trigger">
        <button
          type="button"
          className="button hl-trigger__button"
          data-island="trigger"
          data-trigger={settings ? JSON.stringify(settings) : ''}
          disabled={!settings && !editMode}
        >
          {face.icon && (
            <span className="hl-trigger__icon" aria-hidden="true">
              {face.icon}
            </span>
          )}
          <span className="hl-trigger__text">{face.text}</span>
        </button>
        {!settings && editMode && (
          <span className="hl-trigger__problem">
            Choose an action of the type and at least one element id.
          </span>
        )}
      </p>
    );
  },
});
