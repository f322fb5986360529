import type { TAdminTaxonomy } from '@hookline/schema/cms';
import type { KindSettingsProps } from './field-draft.ts';
import { FlexibleContentSettings } from './FlexibleContentSettings.tsx';
import { GallerySettings } from './GallerySettings.tsx';
import { NumberSettings } from './NumberSettings.tsx';
import { RepeaterSettings } from './RepeaterSettings.tsx';
import { SelectSettings } from './SelectSettings.tsx';
import { TermsSettings } from './TermsSettings.tsx';
import { TextSettings } from './TextSettings.tsx';

/** The settings of the field's kind; kinds without settings of their own show none. */
export function KindSettings({
  field,
  set,
  taxonomies,
}: KindSettingsProps & { taxonomies: TAdminTaxonomy[] }) {
  switch (field.kind) {
    case 'text':
      return <TextSettings field={field} set={set} />;
    case 'number':
      return <NumberSettings field={field} set={set} />;
    case 'gallery':
      return <GallerySettings field={field} set={set} />;
    case 'select':
      return <SelectSettings field={field} set={set} />;
    case 'terms':
      return <TermsSettings field={field} set={set} taxonomies={taxonomies} />;
    case 'repeater':
      return <RepeaterSettings field={field} set={set} taxonomies={taxonomies} />;
    case 'flexible_content':
      return <FlexibleContentSettings field={field} set={set} taxonomies={taxonomies} />;
    default:
      return null;
  }
}
