/**
 * User Timing marks of the listing grid. They let a keystroke be timed to the grid that answers it
 * (bench/web-filter.ts) and show in the Timings track of a browser's performance panel.
 */

/** The grid has committed a new search, filter or sort (its first cards); the detail is the view. */
export const GRID_COMMIT_MARK = 'listing-grid-commit';

/** Every card of the page has followed, after the deferred render of the cards below the first rows. */
export const GRID_SETTLED_MARK = 'listing-grid-settled';
