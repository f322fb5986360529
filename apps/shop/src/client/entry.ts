import { hydrateShop } from '@hookline/shop-render/client';

/** The shop's client bundle: hydrates the page the server rendered (packages/shop-render). */
hydrateShop();
