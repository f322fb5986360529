/** Settings the shop's pages share, passed from the server into every render and into hydration. */
export interface ShopConfig {
  /** The Hookline client id whose pixel every shop page embeds. */
  pixelClientId: string;
  /** Where the pixel is served from: '' for the same origin. */
  pixelHost: string;
  /** Where the shop's built client assets are served from. */
  assetBase: string;
}
