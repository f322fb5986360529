import type { TGalleryItemValue, TImageValue } from '@hookline/schema/cms';
import { ColorInput } from './ColorInput.tsx';
import { DateInput } from './DateInput.tsx';
import { DateTimeInput } from './DateTimeInput.tsx';
import { labelOf, type AnyField, type FieldContext, type RenderSubField } from './field-input-props.ts';
import { GalleryInput } from './GalleryInput.tsx';
import { ImageInput } from './ImageInput.tsx';
import { LinkInput } from './LinkInput.tsx';
import { LocationInput } from './LocationInput.tsx';
import { NumberInput } from './NumberInput.tsx';
import { RichTextFieldInput } from './RichTextFieldInput.tsx';
import { RowsInput } from './RowsInput.tsx';
import { SelectInput } from './SelectInput.tsx';
import { TermsInput } from './TermsInput.tsx';
import { TextInput } from './TextInput.tsx';
import { TrueFalseInput } from './TrueFalseInput.tsx';

/** One custom field's input, by its kind; repeater and flexible rows hold their sub-fields' inputs. */
export function FieldInput({
  field,
  value,
  onChange,
  ctx,
}: {
  field: AnyField;
  value: unknown;
  onChange(value: unknown): void;
  ctx: FieldContext;
}) {
  switch (field.kind) {
    case 'text':
      return <TextInput field={field} value={value} onChange={onChange} />;
    case 'rich_text':
      return <RichTextFieldInput field={field} value={value} onChange={onChange} />;
    case 'number':
      return <NumberInput field={field} value={value} onChange={onChange} />;
    case 'date':
      return <DateInput field={field} value={value} onChange={onChange} />;
    case 'date_time':
      return <DateTimeInput field={field} value={value} onChange={onChange} />;
    case 'color':
      return <ColorInput field={field} value={value} onChange={onChange} />;
    case 'true_false':
      return <TrueFalseInput field={field} value={value} onChange={onChange} />;
    case 'select':
      return <SelectInput field={field} value={value} onChange={onChange} />;
    case 'terms':
      return <TermsInput field={field} value={value} onChange={onChange} ctx={ctx} />;
    case 'location':
      return <LocationInput field={field} value={value} onChange={onChange} />;
    case 'link':
      return <LinkInput field={field} value={value} onChange={onChange} />;
    case 'image':
      return (
        <ImageInput
          label={labelOf(field)}
          value={(value as TImageValue | null) ?? null}
          onChange={onChange}
          ctx={ctx}
        />
      );
    case 'gallery':
      return (
        <GalleryInput
          label={labelOf(field)}
          value={Array.isArray(value) ? (value as TGalleryItemValue[]) : []}
          onChange={onChange}
          ctx={ctx}
        />
      );
    case 'repeater':
    case 'flexible_content':
      return (
        <RowsInput
          field={field}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          ctx={ctx}
          renderField={renderSubField}
        />
      );
  }
}

/** A repeater or flexible row's sub-field: a field input like any other (the rows' recursion). */
const renderSubField: RenderSubField = ({ key, ...props }) => <FieldInput key={key} {...props} />;
