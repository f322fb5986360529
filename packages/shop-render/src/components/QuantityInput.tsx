import { raiseToMinimum } from '@hookline/shop';

/** A quantity field; a value below its minimum is raised to it when the shopper leaves the field. */
export function QuantityInput(props: {
  id: string;
  label: string;
  value: string;
  min: number;
  max: number | '' | null;
  hidden?: boolean;
  onChange(value: string): void;
}) {
  const { id, label, value, min, max, hidden = false, onChange } = props;
  return (
    <div className="quantity" hidden={hidden}>
      <label className="screen-reader-text" htmlFor={id}>
        {label}
      </label>
      <input
        type="number"
        id={id}
        className="input-text qty text"
        name="quantity"
        inputMode="numeric"
        step={1}
        min={min}
        max={max === null || max === '' ? undefined : max}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={(event) => onChange(raiseToMinimum(event.currentTarget.value, min))}
      />
    </div>
  );
}
