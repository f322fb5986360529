import { guarded } from '../log.ts';

/** Marks a page whose fetch and XMLHttpRequest already report to the pixel (a second adapter does not wrap them twice). */
const WRAPPED = '__hooklineRequestHook';

/** A finished request of the page: its address, method, status and answer (JSON when it was, else null). */
export interface PageRequest {
  url: URL;
  method: string;
  status: number;
  body: unknown;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Calls `done` after each of the page's own `fetch` and `XMLHttpRequest` calls whose address
 * `wanted` accepts (how the Shopify and Wix adapters see the store change its cart: spec section 4,
 * "observed by watching cart add, update, change and clear calls"). The page's calls behave
 * exactly as before: the answer is read from a clone, and nothing here can throw into them.
 */
export function watchPageRequests(
  window: Window,
  wanted: (url: URL, method: string) => boolean,
  done: (request: PageRequest) => void,
): void {
  const flags = window as unknown as Record<string, unknown>;
  if (flags[WRAPPED]) return;
  flags[WRAPPED] = true;
  const report = guarded('watching the cart', done);
  const page = window as Window & typeof globalThis;
  const isRequest = (input: unknown): input is Request =>
    typeof page.Request === 'function' && input instanceof page.Request;
  const addressOf = (input: unknown): URL | null => {
    try {
      const href = isRequest(input) ? input.url : String(input);
      return new URL(href, window.location.href);
    } catch {
      return null;
    }
  };

  const nativeFetch = window.fetch;
  if (typeof nativeFetch === 'function') {
    window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const result = nativeFetch.call(window, input, init);
      try {
        const url = addressOf(input);
        const method = (init?.method ?? (isRequest(input) ? input.method : 'GET')).toUpperCase();
        if (url && wanted(url, method)) {
          result
            .then((response) =>
              response
                .clone()
                .text()
                .then((text) => report({ url, method, status: response.status, body: parse(text) })),
            )
            .catch(() => undefined);
        }
      } catch {
        // The page's call goes on as it was.
      }
      return result;
    } as typeof window.fetch;
  }

  const XHR = (page.XMLHttpRequest as typeof XMLHttpRequest | undefined)?.prototype;
  if (XHR) {
    const open = XHR.open;
    const send = XHR.send;
    const requests = new WeakMap<XMLHttpRequest, { url: URL; method: string }>();
    XHR.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      try {
        const address = addressOf(url);
        if (address && wanted(address, String(method).toUpperCase()))
          requests.set(this, { url: address, method: String(method).toUpperCase() });
        else requests.delete(this);
      } catch {
        // As above.
      }
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof XHR.open;
    XHR.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const request = requests.get(this);
      if (request) {
        this.addEventListener('loadend', () => {
          const text = this.responseType === '' || this.responseType === 'text' ? this.responseText : '';
          report({
            ...request,
            status: this.status,
            body: this.responseType === 'json' ? this.response : parse(text),
          });
        });
      }
      return send.call(this, body);
    };
  }
}
