// What the list's search and handover filter need from core, loaded on demand (listing-matcher.ts):
// the community dictionary and the type reader are too big for the home page's first bundle.
export { handoverState, matchesSearch, parseSearch, readMoney } from '@dd/core/search';
