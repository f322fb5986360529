import type { Fields } from '@puckeditor/core';
import { READ_MORE_DEFAULTS, READ_MORE_TYPES } from '@hookline/rules/page';
import { onOffOptions } from '../frame/link-fields.ts';

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
  type: {
    type: 'select',
    label: 'Button type',
    options: READ_MORE_TYPES.map((t) => ({ label: t, value: t })),
  },
  buttonWidth: { type: 'text', label: 'Button width (px, %, auto)' },
  buttonHeight: { type: 'text', label: 'Button height' },
  fontSize: { type: 'text', label: 'Font size' },
  fontWeight: {
    type: 'select',
    label: 'Font weight',
    options: ['normal', 'bold', '300', '500', '600', '700'].map((w) => ({ label: w, value: w })),
  },
  hoverAnimate: {
    type: 'select',
    label: 'Hover animation',
    options: ['', 'pulse', 'bounce', 'shake', 'tada'].map((a) => ({ label: a || 'None', value: a })),
  },
  animationDuration: { type: 'number', label: 'Slide duration (ms)', min: 0 },
  hideButtonAfterClick: { type: 'radio', label: 'Hide the button after the click', options: onOffOptions },
  easing: {
    type: 'select',
    label: 'Easing',
    options: ['swing', 'linear', 'easeInQuad', 'easeOutQuad', 'easeInOutCubic'].map((e) => ({
      label: e,
      value: e,
    })),
  },
  toggleSound: { type: 'radio', label: 'Click sound', options: onOffOptions },
  soundUrl: { type: 'text', label: 'Sound address (empty: a soft click)' },
  scrollToInitialPosition: { type: 'radio', label: 'Scroll back when closing', options: onOffOptions },
  vertical: {
    type: 'radio',
    label: 'Button',
    options: [
      { label: 'Below the text', value: 'bottom' },
      { label: 'Above the text', value: 'top' },
    ],
  },
  defaultShowHiddenContent: { type: 'radio', label: 'Start open', options: onOffOptions },
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
