/**
 * A targeting rule's regular expression as both the server's check and the visitor script compile
 * it: case-insensitive, no flags of the owner's. Null when it does not compile (the server then
 * refuses the rule; a stored one that no longer compiles fails closed on the page).
 */
export function compileRuleRegex(source: string): RegExp | null {
  try {
    return new RegExp(source, 'i');
  } catch {
    return null;
  }
}
