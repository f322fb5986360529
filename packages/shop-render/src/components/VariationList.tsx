/** A line's chosen attributes ("Colour: White", "Size: M") under its name; nothing for a simple product. */
export function VariationList({ variation }: { variation: readonly { label: string; value: string }[] }) {
  if (variation.length === 0) return null;
  return (
    <dl className="variation">
      {variation.map((v) => (
        <div key={v.label}>
          <dt>{v.label}:</dt> <dd>{v.value}</dd>
        </div>
      ))}
    </dl>
  );
}
