/** @jsxImportSource preact */
import { extraMessages } from '@hookline/rules';
import { useRef, useState } from 'preact/hooks';
import type { ControlProps } from './fields.tsx';

/**
 * The custom select with search (a lazy chunk): a combobox whose list narrows as the visitor
 * types; arrows move through the matches, Enter picks one, Escape closes the list.
 */
export function CustomSelect({ field, form, id, attributes }: ControlProps) {
  const messages = extraMessages(form.lang);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const value = form.values[field.name] ?? '';
  const matches = (field.options ?? []).filter((option) =>
    option.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const listId = `${id}-list`;
  const pick = (option: string) => {
    form.setValue(field.name, option);
    setQuery('');
    setOpen(false);
  };
  return (
    <div class="hl-field" style={{ position: 'relative' }}>
      <input
        {...attributes}
        ref={input}
        type="text"
        role="combobox"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        placeholder={value || attributes.placeholder || messages.search}
        value={open ? query : value}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onInput={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + matches.length) % Math.max(1, matches.length));
          } else if (event.key === 'Enter' && open && matches[active] !== undefined) {
            event.preventDefault();
            pick(matches[active]!);
          } else if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          style={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            zIndex: 3,
            maxHeight: '180px',
            overflow: 'auto',
            margin: 0,
            padding: 0,
            listStyle: 'none',
            background: '#fff',
            border: '1px solid #b9bdc9',
            borderRadius: '8px',
          }}
        >
          {matches.length === 0 && <li style={{ padding: '8px 12px' }}>{messages.noMatches}</li>}
          {matches.map((option, index) => (
            <li
              key={option}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option === value ? 'true' : 'false'}
              style={{
                padding: '8px 12px',
                cursor: 'pointer',
                background: index === active ? '#eef2fb' : undefined,
              }}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {option}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
