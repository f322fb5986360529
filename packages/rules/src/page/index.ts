/**
 * The page builder's pure decisions (`@hookline/rules/page`): the list filter's address grammar and
 * refresh ordering, gallery and carousel layout inputs, accordion, tab and trigger state, the
 * read-more and unfold widgets, paging, and element backgrounds and links. Plain data in, plain
 * data out: the widgets' islands and the server renderer act on the results.
 */
export * from './accordion.ts';
export * from './anchor-target.ts';
export * from './background-slider.ts';
export * from './carousel-actions.ts';
export * from './carousel.ts';
export * from './css-values.ts';
export * from './devices.ts';
export * from './dynamic-background.ts';
export * from './easing.ts';
export * from './filter-operator.ts';
export * from './filter-query.ts';
export * from './hash-target.ts';
export * from './hover-direction.ts';
export * from './infinite-scroll.ts';
export * from './justified.ts';
export * from './latest-request.ts';
export * from './masonry.ts';
export * from './page-number.ts';
export * from './read-more-settings.ts';
export * from './read-more-steps.ts';
export * from './setting-values.ts';
export * from './smart-grid.ts';
export * from './tabs.ts';
export * from './text-unfold.ts';
export * from './trigger.ts';
export * from './wrapper-link.ts';
export * from './map.ts';
export * from './calendar.ts';
