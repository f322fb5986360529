/** A stored page document (Puck's `{root, content}`), as the page builder's widgets render it. */
export interface BuilderDocument {
  root: { props?: Record<string, unknown> };
  content: { type: string; props: { id: string; [prop: string]: unknown } }[];
}

/** Which builder page an address asks for. */
export type BuilderPageRef =
  | { kind: 'page' | 'template'; slug: string }
  /** A preview link's token: the draft, whether published or not. */
  | { previewToken: string };

export interface BuilderPageRecord {
  title: string;
  document: BuilderDocument;
  /** A draft seen through its preview link (never cached, never indexed). */
  preview: boolean;
}

/** The page builder's side of the data seam: the shop's builder pages (docs/page-builder.md). */
export interface BuilderPageData {
  /** The published page (or template) at an address, the draft of a preview token, or null. */
  builderPage(ref: BuilderPageRef): Promise<BuilderPageRecord | null>;
}
