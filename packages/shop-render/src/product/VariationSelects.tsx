import { useRef } from 'react';
import type { AttributeOption, ProductAttribute } from '@hookline/shop';

/**
 * One select per attribute, its options narrowed to what fits the other choices, and "Clear"
 * after the last once something is chosen (it resets the form and returns focus to the first).
 */
export function VariationSelects(props: {
  attributes: ProductAttribute[];
  chosen: Record<string, string>;
  options: Record<string, AttributeOption[]>;
  showReset: boolean;
  onChoose(name: string, value: string): void;
  onReset(): void;
}) {
  const { attributes } = props;
  const firstSelect = useRef<HTMLSelectElement>(null);
  const lastName = attributes[attributes.length - 1]?.name;
  return (
    <table className="variations" role="presentation">
      <tbody>
        {attributes.map((attribute, index) => (
          <tr key={attribute.name}>
            <th className="label">
              <label htmlFor={attribute.name}>{attribute.label}</label>
            </th>
            <td className="value">
              <select
                id={attribute.name}
                name={attribute.name}
                data-attribute_name={attribute.name}
                ref={index === 0 ? firstSelect : undefined}
                value={props.chosen[attribute.name] ?? ''}
                onChange={(event) => props.onChoose(attribute.name, event.currentTarget.value)}
              >
                <option value="">Choose an option</option>
                {(props.options[attribute.name] ?? []).map((option) => (
                  <option key={option.value} value={option.value} disabled={!option.enabled}>
                    {option.value}
                  </option>
                ))}
              </select>
              {attribute.name === lastName && props.showReset && (
                <a
                  href="#"
                  className="reset_variations"
                  onClick={(event) => {
                    event.preventDefault();
                    props.onReset();
                    firstSelect.current?.focus();
                  }}
                >
                  Clear
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
