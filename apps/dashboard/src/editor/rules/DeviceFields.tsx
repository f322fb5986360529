import { labelled } from '../fields/field-builders.ts';
import type { TargetingFieldsProps } from './targeting-edit.ts';
import { asLabels, CheckGroup, ListField } from './TargetingControls.tsx';
import { BROWSER_WORDS, DEVICE_WORDS, OS_WORDS } from './targeting-wording.ts';

/** Devices, browsers, operating systems and browser languages; none chosen means every one. */
export function DeviceFields({ targeting: t, set }: TargetingFieldsProps) {
  return (
    <>
      <h4>Device and browser</h4>
      <CheckGroup
        legend="Devices"
        hint="None ticked: every device."
        options={asLabels(labelled(DEVICE_WORDS))}
        value={t.devices}
        onChange={(devices) => set({ devices })}
      />
      <CheckGroup
        legend="Browsers"
        hint="None ticked: every browser."
        options={asLabels(labelled(BROWSER_WORDS))}
        value={t.browsers}
        onChange={(browsers) => set({ browsers })}
      />
      <CheckGroup
        legend="Operating systems"
        hint="None ticked: every system."
        options={asLabels(labelled(OS_WORDS))}
        value={t.os}
        onChange={(os) => set({ os })}
      />
      <ListField
        label="Browser languages"
        hint="Language codes separated by commas: en matches en-GB and en-US, pt-BR only Brazilian Portuguese. Empty: every language."
        value={t.languages}
        onChange={(languages) => set({ languages }, 'rules.targeting.languages')}
      />
    </>
  );
}
