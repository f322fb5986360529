import { describe, expect, it } from 'vitest';
import { popupFields } from './root-config.tsx';

describe('popupFields', () => {
  it('shows the settings of every trigger switched on, and only theirs', () => {
    const fields = popupFields({
      trigger: 'scroll_down',
      more_triggers: [{ trigger: 'inactivity' }, { trigger: 'clicks' }],
    });
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['trigger', 'more_triggers', 'scroll_percent', 'inactivity_seconds', 'clicks']),
    );
    expect(fields).not.toHaveProperty('delay_seconds');
    expect(fields).not.toHaveProperty('adblock_delay_seconds');
  });

  it('shows the page-load delay when nothing is chosen yet', () => {
    expect(popupFields({})).toHaveProperty('delay_seconds');
  });
});
