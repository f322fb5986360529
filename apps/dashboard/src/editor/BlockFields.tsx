import type { TBlock, TField, TPopupContent } from '@hookline/schema';
import ui from '../styles/ui.module.css';
import { FIELD_TYPES, OPTION_TYPES, fieldNames, move, newField, removeAt, replaceAt } from './blocks.ts';
import { Select, TextField, Toggle } from './controls.tsx';
import styles from './Editor.module.css';

type Change = (block: TBlock, key?: string) => void;

/** The inputs of one block, by its type. */
export function BlockFields({
  block,
  content,
  onChange,
}: {
  block: TBlock;
  content: TPopupContent;
  onChange: Change;
}) {
  switch (block.type) {
    case 'heading':
      return (
        <div className={styles.row}>
          <TextField
            label="Heading text"
            value={block.text}
            dir="auto"
            onChange={(text) => onChange({ ...block, text }, 'text')}
          />
          <Select
            label="Size"
            value={String(block.level) as '1' | '2' | '3'}
            options={[
              ['1', 'Large'],
              ['2', 'Medium'],
              ['3', 'Small'],
            ]}
            onChange={(level) => onChange({ ...block, level: Number(level) as 1 | 2 | 3 })}
          />
        </div>
      );
    case 'text':
      return (
        <TextField
          label="Text"
          multiline
          value={block.text}
          dir="auto"
          onChange={(text) => onChange({ ...block, text }, 'text')}
        />
      );
    case 'image':
      return (
        <div className={styles.row}>
          <TextField
            label="Image address"
            value={block.src}
            placeholder="https://…"
            onChange={(src) => onChange({ ...block, src }, 'src')}
          />
          <TextField
            label="Description for screen readers"
            value={block.alt}
            onChange={(alt) => onChange({ ...block, alt }, 'alt')}
          />
        </div>
      );
    case 'fields':
      return (
        <FieldsEditor
          fields={block.fields}
          taken={fieldNames(content)}
          onChange={(fields, key) => onChange({ ...block, fields }, key)}
        />
      );
    case 'button':
      return (
        <>
          <div className={styles.row}>
            <TextField
              label="Button text"
              value={block.label}
              dir="auto"
              onChange={(label) => onChange({ ...block, label }, 'label')}
            />
            <Select
              label="When clicked"
              value={block.action}
              options={[
                ['submit', 'Submit the form'],
                ['close', 'Close the popup'],
                ['link', 'Open a link'],
                ['launch_popup', 'Open another popup'],
              ]}
              onChange={(action) => onChange({ ...block, action })}
            />
          </div>
          {block.action === 'link' && (
            <>
              <TextField
                label="Link address"
                value={block.url ?? ''}
                placeholder="https://…, tel: or sms:"
                onChange={(url) => onChange({ ...block, url }, 'url')}
              />
              <Toggle
                label="Open in a new tab"
                checked={block.target_blank === true}
                onChange={(target_blank) => onChange({ ...block, target_blank })}
              />
            </>
          )}
          {block.action === 'close' && (
            <Toggle
              label="Count a click as a conversion"
              hint="For buttons such as “I already subscribed”: the popup closes and counts as converted."
              checked={block.count_conversion === true}
              onChange={(count_conversion) => onChange({ ...block, count_conversion })}
            />
          )}
          {block.action === 'launch_popup' && (
            <TextField
              label="Id of the popup to open"
              value={block.popup_id ?? ''}
              maxLength={13}
              onChange={(popup_id) => onChange({ ...block, popup_id }, 'popup')}
            />
          )}
        </>
      );
    case 'coupon':
      return (
        <TextField
          label="Coupon code"
          value={block.code}
          onChange={(code) => onChange({ ...block, code }, 'code')}
          hint="Visitors can copy it with one click."
        />
      );
    case 'countdown':
      return <p className={ui.muted}>Counts down with the timer set under Design, Countdown timer.</p>;
    case 'social':
      return (
        <>
          {block.links.map((link, index) => (
            <div key={index} className={styles.row}>
              <TextField
                label={`Network ${index + 1}`}
                value={link.network}
                onChange={(network) =>
                  onChange(
                    { ...block, links: replaceAt(block.links, index, { ...link, network }) },
                    `net${index}`,
                  )
                }
              />
              <TextField
                label={`Address ${index + 1}`}
                value={link.url}
                onChange={(url) =>
                  onChange(
                    { ...block, links: replaceAt(block.links, index, { ...link, url }) },
                    `url${index}`,
                  )
                }
              />
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Remove link ${index + 1}`}
                onClick={() => onChange({ ...block, links: removeAt(block.links, index) })}
              >
                ✕
              </button>
            </div>
          ))}
          <button
            type="button"
            className={ui.secondary}
            onClick={() => onChange({ ...block, links: [...block.links, { network: '', url: 'https://' }] })}
          >
            Add a link
          </button>
        </>
      );
    case 'html':
      return (
        <TextField
          label="HTML"
          multiline
          value={block.html}
          onChange={(html) => onChange({ ...block, html }, 'html')}
          hint="Shown as written, inside the popup’s own shadow root."
        />
      );
  }
}

function FieldsEditor({
  fields,
  taken,
  onChange,
}: {
  fields: TField[];
  taken: string[];
  onChange(fields: TField[], key?: string): void;
}) {
  const set = (index: number, field: TField, key?: string) =>
    onChange(replaceAt(fields, index, field), key && `field${index}.${key}`);
  return (
    <>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className={styles.card}
          role="group"
          aria-label={`Field ${index + 1}: ${field.name}`}
        >
          <div className={styles.cardHeader}>
            <h4>
              Field {index + 1}: <code>{field.name}</code>
            </h4>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Move field ${field.name} up`}
              disabled={index === 0}
              onClick={() => onChange(move(fields, index, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Move field ${field.name} down`}
              disabled={index === fields.length - 1}
              onClick={() => onChange(move(fields, index, 1))}
            >
              ↓
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Remove field ${field.name}`}
              onClick={() => onChange(removeAt(fields, index))}
            >
              ✕
            </button>
          </div>
          <div className={styles.row}>
            <Select
              label="Type"
              value={field.type}
              options={FIELD_TYPES}
              onChange={(type) =>
                set(index, {
                  ...newField(type, []),
                  id: field.id,
                  name: field.name,
                  label: field.label,
                  required: field.required,
                })
              }
            />
            <TextField
              label="Name in leads"
              value={field.name}
              maxLength={64}
              hint="The column of the leads table and CSV."
              onChange={(name) =>
                set(index, { ...field, name: name.replace(/[^A-Za-z0-9_-]/g, '_') }, 'name')
              }
            />
            <TextField
              label="Placeholder"
              value={field.placeholder}
              dir="auto"
              onChange={(placeholder) => set(index, { ...field, placeholder }, 'placeholder')}
            />
            <TextField
              label="Label"
              value={field.label ?? ''}
              dir="auto"
              onChange={(label) => set(index, { ...field, label: label || undefined }, 'label')}
            />
          </div>
          <Toggle
            label="Required"
            checked={field.required}
            onChange={(required) => set(index, { ...field, required })}
          />
          {field.type === 'email' && (
            <Select
              label="Email check"
              value={field.email_validation ?? 'check-typos'}
              options={[
                ['check-typos', 'Catch typos (suggest “gmail.com” for “gmial.com”)'],
                ['business-email', 'Business emails only (no free mail)'],
                ['typos-business', 'Both'],
                ['no-validation', 'No check'],
              ]}
              onChange={(email_validation) => set(index, { ...field, email_validation })}
            />
          )}
          {field.type === 'phone' && (
            <Select
              label="Phone check"
              value={field.phone_validation ?? 'basic'}
              options={[
                ['basic', 'Digits, +, -, spaces and brackets, up to 15'],
                ['pattern', '7 to 15 digits'],
                ['international', 'International, with a country picker'],
                ['advanced', 'Israeli numbers'],
              ]}
              onChange={(phone_validation) => set(index, { ...field, phone_validation })}
            />
          )}
          {OPTION_TYPES.has(field.type) && (
            <TextField
              label="Options, one per line"
              multiline
              value={(field.options ?? []).join('\n')}
              onChange={(text) =>
                set(index, { ...field, options: text.split('\n').slice(0, 200) }, 'options')
              }
            />
          )}
          {field.type === 'hidden' && (
            <TextField
              label="Value sent with every lead"
              value={field.default_value ?? ''}
              onChange={(default_value) => set(index, { ...field, default_value }, 'default')}
            />
          )}
        </div>
      ))}
      <button
        type="button"
        className={ui.secondary}
        onClick={() => onChange([...fields, newField('name', taken)])}
      >
        Add a field
      </button>
    </>
  );
}
