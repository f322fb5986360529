/** One endpoint as the fuzz test sends it: a valid request to start from, and how it is encoded. */
export interface FuzzTarget {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `/api/display/:clientId` style; each `:name` is filled from `params`. */
  route: string;
  params?: Record<string, string>;
  /** A valid query (or nothing). */
  query?: Record<string, unknown>;
  /** A valid body (or nothing), sent as `encoding`. */
  body?: Record<string, unknown>;
  encoding?: 'json' | 'form' | 'file';
  /** With encoding `file`: the raw bytes sent as the body (an upload). */
  file?: Uint8Array;
  /** Sent with the owner's dashboard session (most of the time: sometimes without). */
  session?: boolean;
}

/** The ids of what the app under test holds, filled into the targets' addresses and bodies. */
export interface FuzzIds {
  clientId: string;
  popupId: string;
  viewerId: string;
  productId: string;
  variableProductId: string;
  productSlug: string;
}
