/** Whether `text` reads as a value that the writer writes back as exactly `text`. */
export function isWritten<T>(
  text: string,
  parse: (text: string) => T | null,
  write: (value: T) => string,
): boolean {
  const value = parse(text);
  return value !== null && write(value) === text;
}
