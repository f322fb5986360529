import { useState } from 'react';
import type { TBlock, TPopupContent, TScreen } from '@hookline/schema';
import ui from '../../styles/ui.module.css';
import {
  BLOCK_TYPES,
  screensFor,
  fieldNames,
  move,
  newBlock,
  removeAt,
  replaceAt,
  screenOf,
  withScreen,
  type ScreenName,
} from './blocks.ts';
import { BlockFields } from './BlockFields.tsx';
import { Section, Select } from '../controls.tsx';
import type { FormProps } from '../edit.ts';
import styles from '../Editor.module.css';
import { TakenFieldNames } from './FieldsEditor.tsx';

const withContent = (content: TPopupContent) => (document: FormProps['document']) => ({
  ...document,
  content,
});

/**
 * The content document: its screens (main form, thank-you, and optional phone versions), each a
 * list of blocks to add, edit, reorder and remove.
 */
export function ContentEditor({
  document,
  edit,
  screen,
  onScreen,
}: FormProps & { screen: ScreenName; onScreen(screen: ScreenName): void }) {
  const [adding, setAdding] = useState<TBlock['type']>('text');
  const content = document.content;
  const current = screenOf(content, screen);
  const screens = screensFor(document.type);
  const label = screens.find(([name]) => name === screen)?.[1] ?? screens[0]![1];
  const setScreen = (next: TScreen | undefined, key?: string) =>
    edit(key, (doc) => withContent(withScreen(doc.content, screen, next))(doc));
  const setBlocks = (blocks: TBlock[], key?: string) => setScreen({ blocks }, key);
  const mobile = screen.endsWith('_mobile');
  const desktopTwin = screen.replace('_mobile', '') as ScreenName;

  return (
    <TakenFieldNames.Provider value={fieldNames(content)}>
      <Section title="Content">
        <Select
          label="Screen"
          value={screen}
          options={screens}
          onChange={onScreen}
          hint="The preview shows the screen chosen here."
        />
        {!current ? (
          <div className={ui.empty}>
            <p>
              {mobile
                ? `Phones show the ${(screens.find(([n]) => n === desktopTwin)?.[1] ?? '').toLowerCase()} unless you give them their own.`
                : 'This screen is empty.'}
            </p>
            <button
              type="button"
              className={ui.secondary}
              onClick={() =>
                setScreen(
                  structuredClone(screenOf(content, desktopTwin) ?? { blocks: [newBlock('heading')] }),
                )
              }
            >
              {mobile ? 'Make a phone version' : `Add a ${label.toLowerCase()}`}
            </button>
          </div>
        ) : (
          <>
            {current.blocks.length === 0 && <p className={ui.empty}>No blocks yet.</p>}
            {current.blocks.map((block, index) => {
              const name = BLOCK_TYPES.find(([type]) => type === block.type)?.[1] ?? block.type;
              return (
                <section key={index} className={styles.card} aria-label={`Block ${index + 1}: ${name}`}>
                  <div className={styles.cardHeader}>
                    <h3>{name}</h3>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => setBlocks(move(current.blocks, index, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={`Move ${name} down`}
                      disabled={index === current.blocks.length - 1}
                      onClick={() => setBlocks(move(current.blocks, index, 1))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={`Remove ${name}`}
                      onClick={() => setBlocks(removeAt(current.blocks, index))}
                    >
                      ✕
                    </button>
                  </div>
                  <BlockFields
                    block={block}
                    onChange={(next, key) =>
                      setBlocks(
                        replaceAt(current.blocks, index, next),
                        key && `content.${screen}.${index}.${key}`,
                      )
                    }
                  />
                </section>
              );
            })}
            <div className={styles.addRow}>
              <Select<TBlock['type']>
                label="New block"
                value={adding}
                options={BLOCK_TYPES}
                onChange={setAdding}
              />
              <button
                type="button"
                className={ui.secondary}
                onClick={() => setBlocks([...current.blocks, newBlock(adding)])}
              >
                Add block
              </button>
              {screen !== 'main' && (
                <button type="button" className={ui.secondary} onClick={() => setScreen(undefined)}>
                  {mobile ? 'Use the same as on computers' : `Remove the ${label.toLowerCase()}`}
                </button>
              )}
            </div>
          </>
        )}
      </Section>
    </TakenFieldNames.Provider>
  );
}
