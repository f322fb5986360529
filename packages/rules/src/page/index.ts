/**
 * The page builder's pure decisions (`@hookline/rules/page`): the list filter's address grammar and
 * refresh ordering, gallery and carousel layout inputs, accordion, tab and trigger state, the
 * read-more and unfold widgets, paging, and element backgrounds and links. Plain data in, plain
 * data out: the widgets' islands and the server renderer act on the results.
 */
export * from './anchor-target.ts';
export * from './carousel.ts';
export * from './devices.ts';
export * from './filter-operator.ts';
export * from './filter-query.ts';
export * from './hover-direction.ts';
export * from './justified.ts';
export * from './latest-request.ts';
export * from './masonry.ts';
export * from './page-number.ts';
export * from './setting-values.ts';
export * from './smart-grid.ts';
