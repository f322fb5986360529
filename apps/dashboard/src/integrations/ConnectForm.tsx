import type { TIntegrationProvider } from '@hookline/schema';
import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { PopupSummary } from '../api/admin.ts';
import type { IntegrationCheck } from '../api/integrations.ts';
import ui from '../styles/ui.module.css';
import { CheckResult } from './CheckResult.tsx';
import { checkInput, createInput, type ConnectChoices } from './connect-input.ts';
import { CredentialInput } from './CredentialInput.tsx';
import { ChoicesStep } from './ChoicesStep.tsx';
import { submitIntent, type IntegrationResult } from './integrations-route.ts';
import { defaultFieldMap } from './popup-fields.ts';
import { ProviderMark } from './ProviderMark.tsx';
import { providerInfo } from './providers.ts';
import styles from './Integrations.module.css';

const NOTHING_CHOSEN: ConnectChoices = { values: {}, list: '', doubleOptIn: false, map: {}, excluded: [] };

const errorOf = (data: IntegrationResult | undefined) => (data && 'error' in data ? data.error : null);

/**
 * Connecting a provider, in the order an owner needs: the key, Test connection (whose account it
 * is, or why it was refused), then the list, the field mapping and the popups to send from, and Save.
 * The list, mapping and popups appear once the key works: they come from the provider's answer.
 */
export function ConnectForm({
  provider,
  popups,
  popupFields,
  onCancel,
  onSaved,
}: {
  provider: TIntegrationProvider;
  popups: readonly PopupSummary[];
  popupFields: readonly string[];
  onCancel(): void;
  onSaved(notice: string): void;
}) {
  const info = providerInfo(provider);
  const titleId = useId();
  const checker = useFetcher<IntegrationResult>();
  const saver = useFetcher<IntegrationResult>();
  const [check, setCheck] = useState<IntegrationCheck | null>(null);
  const [mapTouched, setMapTouched] = useState(false);
  const [choices, setChoices] = useState<ConnectChoices>(NOTHING_CHOSEN);
  const choose = (changes: Partial<ConnectChoices>) => setChoices((now) => ({ ...now, ...changes }));
  const runCheck = (list: string) =>
    submitIntent(checker, { intent: 'check', input: checkInput(provider, choices.values, list) });

  // A new answer: keep it, pick the first list when none is picked yet (and ask again for that list's
  // fields), and pre-fill the provider's usual fields until the owner changes the mapping. Runs once
  // per answer; the rest is read as it was when the answer came.
  useEffect(() => {
    const answer = checker.data && 'check' in checker.data ? checker.data.check : null;
    setCheck(answer);
    if (!answer?.ok) return;
    const first = answer.lists[0]?.id;
    if (info.listSetting && !choices.list && first) {
      choose({ list: first });
      runCheck(first);
    }
    const offered = answer.fields.map((field) => field.id);
    if (!mapTouched) choose({ map: defaultFieldMap(popupFields, info.defaultMap, offered) });
  }, [checker.data]);

  useEffect(() => {
    if (saver.data && 'notice' in saver.data) onSaved(saver.data.notice);
  }, [saver.data, onSaved]);

  const checking = checker.state !== 'idle';
  // Said here rather than by the server's schema: which field is still empty, in the form's words.
  const [missing, setMissing] = useState<string | null>(null);
  const test = () => {
    const empty = info.credentials.find((field) => !(choices.values[field.name] ?? '').trim());
    setMissing(empty ? `Fill in the ${empty.label} first.` : null);
    if (!empty) runCheck(choices.list);
  };
  const checkError = missing ?? errorOf(checker.data);
  const save = () =>
    submitIntent(saver, {
      intent: 'create',
      input: createInput(provider, choices, check?.lists.find((list) => list.id === choices.list)?.name),
      notice: `${info.label} connected: each new lead is sent to it from now on.`,
    });

  return (
    <section className={ui.panel} aria-labelledby={titleId}>
      <div className={styles.providerHead}>
        <ProviderMark provider={provider} />
        <h2 id={titleId}>Connect {info.label}</h2>
      </div>
      {info.credentials.map((field) => (
        <CredentialInput
          key={field.name}
          field={field}
          value={choices.values[field.name] ?? ''}
          onChange={(value) => {
            // Another key: the answer and the list picked were for the one before.
            choose({ values: { ...choices.values, [field.name]: value }, list: '' });
            setCheck(null);
          }}
        />
      ))}
      <div className={ui.actionsRow}>
        <button type="button" className={ui.button} disabled={checking} onClick={test}>
          {checking ? 'Testing…' : 'Test connection'}
        </button>
        <button type="button" className={ui.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
      <div className={styles.answer} aria-live="polite">
        {checkError && (
          <p role="alert" className={ui.alert}>
            {checkError}
          </p>
        )}
        {check && <CheckResult providerLabel={info.label} check={check} />}
      </div>
      {check?.ok && (
        <ChoicesStep
          info={info}
          check={check}
          choices={choices}
          choose={choose}
          pickList={(list) => {
            choose({ list });
            runCheck(list);
          }}
          touchMap={() => setMapTouched(true)}
          popups={popups}
          popupFields={popupFields}
          saveError={errorOf(saver.data)}
          saving={saver.state !== 'idle' || checking}
          save={save}
        />
      )}
    </section>
  );
}
