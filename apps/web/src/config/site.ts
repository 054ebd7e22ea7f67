/** Site-wide texts shown in the header, footer and page titles. */
export const SITE_TITLE = 'Dubai Distress Deals';
export const SITE_TAGLINE = 'Below-market property deals, straight from motivated sellers';
