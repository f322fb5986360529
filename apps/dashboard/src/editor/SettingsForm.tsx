import type { TLang, TPopupTarget } from '@hookline/schema';
import type { PopupTypeInfo } from '../api/popups.ts';
import { FormatChoices } from '../components/FormatChoices.tsx';
import { popupTypeName } from '../popup-names.ts';
import ui from '../styles/ui.module.css';
import { NumberField, Section, Select, TextField, Toggle } from './controls.tsx';
import type { FormProps } from './edit.ts';
import styles from './Editor.module.css';
import { labelled } from './fields/field-builders.ts';

const LANGS = labelled({ en: 'English', he: 'Hebrew (right to left)' } satisfies Record<TLang, string>);

const GOALS = labelled({
  lead: 'Collect leads',
  click: 'Get clicks',
  social_proof: 'Social proof',
  other: 'Something else',
} satisfies Record<TPopupTarget, string>);

/** Name, type and format, size, language, goal, and how the popup can be opened. */
export function SettingsForm({
  document,
  edit,
  catalog,
  popupId,
}: FormProps & { catalog: PopupTypeInfo[]; popupId: string }) {
  const type = catalog.find((info) => info.type === document.type);
  const format = type?.formats.find((f) => f.format === document.format);
  const setFormat = (typeName: string, number: number) => {
    const info = catalog.find((t) => t.type === typeName);
    const chosen = info?.formats.find((f) => f.format === number) ?? info?.formats[0];
    if (!info || !chosen) return;
    edit(undefined, (doc) => ({
      ...doc,
      type: info.type,
      format: chosen.format,
      width: chosen.width,
      height: chosen.height,
    }));
  };
  return (
    <>
      <Section title="Popup">
        <TextField
          label="Name"
          value={document.name}
          maxLength={40}
          hint="Only you see it; at most 40 characters."
          onChange={(name) => edit('settings.name', (doc) => ({ ...doc, name }))}
        />
        <Select
          label="Type"
          value={document.type}
          options={catalog.map((info) => [info.type, popupTypeName(info.type)] as const)}
          hint={type?.description}
          onChange={(next) => setFormat(next, 1)}
        />
        <FormatChoices
          type={document.type}
          value={document.format}
          legend="Format"
          name="editor-format"
          onChange={(next) => setFormat(document.type, next)}
        />
        <div className={styles.row}>
          <NumberField
            label="Width"
            unit="px"
            min={50}
            max={3840}
            value={document.width}
            onChange={(width) =>
              edit('settings.width', (doc) => ({ ...doc, width: Math.max(50, Math.min(3840, width ?? 50)) }))
            }
          />
          <NumberField
            label="Height"
            unit="px"
            min={50}
            max={3840}
            value={document.height}
            onChange={(height) =>
              edit('settings.height', (doc) => ({
                ...doc,
                height: Math.max(50, Math.min(3840, height ?? 50)),
              }))
            }
          />
        </div>
        {format && (format.width !== document.width || format.height !== document.height) && (
          <button
            type="button"
            className={ui.secondary}
            onClick={() => edit(undefined, (doc) => ({ ...doc, width: format.width, height: format.height }))}
          >
            Back to the format’s size ({format.width} × {format.height})
          </button>
        )}
        <p className={styles.hint}>Popups shrink to fit small windows; they never grow past this size.</p>
      </Section>
      <Section title="Language and goal">
        <Select<TLang>
          label="Language of the popup"
          value={document.lang}
          options={LANGS}
          hint="Sets the reading direction and the language of the messages visitors see, such as field errors."
          onChange={(lang) => edit(undefined, (doc) => ({ ...doc, lang }))}
        />
        <Select<TPopupTarget>
          label="Goal"
          value={document.target}
          options={GOALS}
          onChange={(target) => edit(undefined, (doc) => ({ ...doc, target }))}
        />
      </Section>
      <Section title="Opening on click and teaser">
        <Toggle
          label="Open on click"
          hint={
            <>
              Links to <code>#click/{popupId}</code> and elements with{' '}
              <code>data-hookline-onclick=&quot;{popupId}&quot;</code> open this popup.
            </>
          }
          checked={document.on_click}
          onChange={(on_click) => edit(undefined, (doc) => ({ ...doc, on_click }))}
        />
        <Toggle
          label="Show a teaser tab"
          hint="A small tab on the side of the page that opens the popup."
          checked={document.is_teasers_on}
          onChange={(is_teasers_on) => edit(undefined, (doc) => ({ ...doc, is_teasers_on }))}
        />
      </Section>
    </>
  );
}
