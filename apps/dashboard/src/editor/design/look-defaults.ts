/**
 * What the visitor script shows for each unset key of a look (packages/embed/src/popup/styles.ts
 * and palette.ts): the editor shows these values, so that what it shows is what visitors get.
 */
export const LOOK_DEFAULTS = {
  background: '#ffffff',
  text: '#1f2330',
  headingSize: 32,
  textSize: 17,
  radius: 14,
  padding: 40,
  gap: 14,
  borderColour: '#d4d8e0',
  button: '#d9481f',
  buttonText: '#ffffff',
  buttonHover: '#b63a16',
  buttonRadius: 8,
  inputBackground: '#ffffff',
  inputText: '#1f2330',
  inputBorder: '#b9bdc9',
  inputRadius: 8,
  close: '#4a5063',
  backdrop: '#11141c',
  backdropOpacity: 0.6,
} as const;
