import type { TPopupType } from '@hookline/schema';
import { BackdropGroup } from './BackdropGroup.tsx';
import { BoxGroup } from './BoxGroup.tsx';
import { ButtonGroup } from './ButtonGroup.tsx';
import { CloseButtonGroup } from './CloseButtonGroup.tsx';
import { InputsGroup } from './InputsGroup.tsx';
import type { LookGroupProps } from './look-group-props.ts';
import { LookImageGroup } from './LookImageGroup.tsx';

/** Lightbox formats that show the look's image, and where (the catalogue's names). */
const IMAGE_FORMATS: Readonly<Record<number, string>> = {
  1: 'beside the form',
  3: 'above the form',
  6: 'behind the form',
};

/**
 * The look's groups after background and text: box, button, inputs, close button, backdrop, and
 * the image for the lightbox formats that show one.
 */
export function BoxGroups({ type, format, ...group }: LookGroupProps & { type: TPopupType; format: number }) {
  const imagePlace = type === 'lightbox' ? IMAGE_FORMATS[format] : undefined;
  return (
    <>
      <BoxGroup {...group} />
      <ButtonGroup {...group} />
      <InputsGroup {...group} />
      <CloseButtonGroup {...group} />
      <BackdropGroup {...group} />
      {imagePlace && <LookImageGroup {...group} place={imagePlace} />}
    </>
  );
}
