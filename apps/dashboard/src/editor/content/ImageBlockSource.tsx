import { useContext } from 'react';
import { ImagePicker } from '../../media/ImagePicker.tsx';
import { EditorSiteContext } from '../editor-site.ts';

/** The image block's picture: picked from the site's media library, uploaded, or a pasted address. */
export function ImageBlockSource({ src, onChange }: { src: string; onChange(src: string): void }) {
  const siteId = useContext(EditorSiteContext);
  return (
    <ImagePicker
      siteId={siteId}
      value={src || null}
      onChange={(url) => onChange(url ?? '')}
      label="Picture"
    />
  );
}
