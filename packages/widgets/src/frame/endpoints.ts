/** Where a list widget asks the shop's server for its new markup (spec 7 "refresh-loop"). */
export const REFRESH_LOOP_PATH = '/api/shop/refresh-loop';
