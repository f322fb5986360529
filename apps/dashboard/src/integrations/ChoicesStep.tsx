import type { PopupSummary } from '../api/admin.ts';
import type { IntegrationCheck } from '../api/integrations.ts';
import ui from '../styles/ui.module.css';
import type { ConnectChoices } from './connect-input.ts';
import { FieldMapping } from './FieldMapping.tsx';
import { ListPicker } from './ListPicker.tsx';
import { PopupOptOut } from './PopupOptOut.tsx';
import type { ProviderInfo } from './providers.ts';

/** After a working Test connection: the list, the mapping, the popups to send from, and Save. */
export function ChoicesStep({
  info,
  check,
  choices,
  choose,
  pickList,
  touchMap,
  popups,
  popupFields,
  saveError,
  saving,
  save,
}: {
  info: ProviderInfo;
  check: IntegrationCheck;
  choices: ConnectChoices;
  choose(changes: Partial<ConnectChoices>): void;
  pickList(list: string): void;
  touchMap(): void;
  popups: readonly PopupSummary[];
  popupFields: readonly string[];
  saveError: string | null;
  saving: boolean;
  save(): void;
}) {
  return (
    <>
      <ListPicker
        info={info}
        lists={check.lists}
        list={choices.list}
        onPick={pickList}
        doubleOptIn={choices.doubleOptIn}
        onDoubleOptIn={(doubleOptIn) => choose({ doubleOptIn })}
      />
      <FieldMapping
        providerLabel={info.label}
        popupFields={popupFields}
        offered={check.fields}
        map={choices.map}
        onChange={(map) => {
          choose({ map });
          touchMap();
        }}
      />
      <PopupOptOut
        popups={popups}
        excluded={choices.excluded}
        onChange={(excluded) => choose({ excluded })}
      />
      {saveError && (
        <p role="alert" className={ui.alert}>
          {saveError}
        </p>
      )}
      <button
        type="button"
        className={ui.button}
        disabled={saving || (info.listSetting === 'list_id' && !choices.list)}
        onClick={save}
      >
        Save and start sending
      </button>
    </>
  );
}
