/**
 * Puts the conversion answer's `integration.conversion_code` (the site owner's tracking HTML, spec
 * section 7) into the page head. Scripts inserted as markup do not run, so each script is
 * recreated to run as the site owner intends; other elements are moved in as they are.
 */
export function injectConversionCode(document: Document, answer: unknown): void {
  const integration = (answer as { integration?: { conversion_code?: unknown } } | null)?.integration;
  const code = integration?.conversion_code;
  if (typeof code !== 'string' || code.trim() === '') return;
  const template = document.createElement('template');
  template.innerHTML = code;
  for (const node of Array.from(template.content.childNodes)) {
    if (node instanceof document.defaultView!.HTMLScriptElement) {
      const script = document.createElement('script');
      for (const attribute of Array.from(node.attributes))
        script.setAttribute(attribute.name, attribute.value);
      script.text = node.text;
      script.setAttribute('data-hookline-conversion-code', '');
      document.head.appendChild(script);
    } else {
      if (node instanceof document.defaultView!.Element)
        node.setAttribute('data-hookline-conversion-code', '');
      document.head.appendChild(node);
    }
  }
}
