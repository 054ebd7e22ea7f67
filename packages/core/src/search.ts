// The list's matching rules that need the community dictionary and the type reader (tens of KB):
// a subpath of its own (`@dd/core/search`), so that the home page's bundle, which imports the
// package's index, does not reach them; the page loads them on demand.
export * from './domain/handover.ts';
export * from './domain/listing-filters.ts';
export * from './domain/search-query.ts';
export * from './domain/money-input.ts';
