import type { Fields } from '@puckeditor/core';
import { READ_MORE_DEFAULTS, READ_MORE_TYPES } from '@hookline/rules/page';
import {
  choices,
  numberField,
  onOffField,
  radioField,
  selectField,
  textField,
  valueChoices,
} from '../frame/fields.ts';

/** The expander's settings as the side panel stores them (one prop per spec 3 key). */
export interface ReadMoreProps {
  type: (typeof READ_MORE_TYPES)[number];
  buttonWidth: string;
  buttonHeight: string;
  fontSize: string;
  fontWeight: string;
  hoverAnimate: string;
  animationDuration: number;
  hideButtonAfterClick: boolean;
  easing: string;
  toggleSound: boolean;
  soundUrl: string;
  scrollToInitialPosition: boolean;
  vertical: 'top' | 'bottom';
  defaultShowHiddenContent: boolean;
}

export const readMoreDefaults: ReadMoreProps = {
  type: READ_MORE_DEFAULTS.type,
  buttonWidth: READ_MORE_DEFAULTS.buttonWidth,
  buttonHeight: READ_MORE_DEFAULTS.buttonHeight,
  fontSize: READ_MORE_DEFAULTS.fontSize,
  fontWeight: READ_MORE_DEFAULTS.fontWeight,
  hoverAnimate: '',
  animationDuration: READ_MORE_DEFAULTS.animationDurationMs,
  hideButtonAfterClick: false,
  easing: READ_MORE_DEFAULTS.easing,
  toggleSound: false,
  soundUrl: '',
  scrollToInitialPosition: false,
  vertical: READ_MORE_DEFAULTS.vertical,
  defaultShowHiddenContent: false,
};

export const readMoreFields: Fields<ReadMoreProps> = {
  type: selectField('Button type', valueChoices(READ_MORE_TYPES)),
  buttonWidth: textField('Button width (px, %, auto)'),
  buttonHeight: textField('Button height'),
  fontSize: textField('Font size'),
  fontWeight: selectField('Font weight', valueChoices(['normal', 'bold', '300', '500', '600', '700'])),
  hoverAnimate: selectField(
    'Hover animation',
    valueChoices(['', 'pulse', 'bounce', 'shake', 'tada'], 'None'),
  ),
  animationDuration: numberField('Slide duration (ms)', 0),
  hideButtonAfterClick: onOffField('Hide the button after the click'),
  easing: selectField(
    'Easing',
    valueChoices(['swing', 'linear', 'easeInQuad', 'easeOutQuad', 'easeInOutCubic']),
  ),
  toggleSound: onOffField('Click sound'),
  soundUrl: textField('Sound address (empty: a soft click)'),
  scrollToInitialPosition: onOffField('Scroll back when closing'),
  vertical: radioField(
    'Button',
    choices([
      ['bottom', 'Below the text'],
      ['top', 'Above the text'],
    ]),
  ),
  defaultShowHiddenContent: onOffField('Start open'),
};

/** The widget's entry of the page's settings map, under spec 3's key names. */
export function settingsMapEntry(p: ReadMoreProps): Record<string, unknown> {
  return {
    'button-width': p.buttonWidth,
    'button-height': p.buttonHeight,
    'font-size': p.fontSize,
    'yrm-btn-font-weight': p.fontWeight,
    'yrm-btn-hover-animate': p.hoverAnimate,
    'animation-duration': p.animationDuration,
    'hide-button-after-click': p.hideButtonAfterClick,
    'yrm-animate-easings': p.easing,
    'yrm-toggle-sound': p.toggleSound,
    'sound-url': p.soundUrl,
    'scroll-to-initial-position': p.scrollToInitialPosition,
    vertical: p.vertical,
    'default-show-hidden-content': p.defaultShowHiddenContent,
    type: p.type,
  };
}
