import { useEffect } from 'react';

import { AlertMeButton } from '@/features/alerts/components/alert-me-button';
import { PropertyListing } from '@/features/properties/components/property-listing';
import { SITE_TITLE } from '@/config/site';
import { translate } from '@/i18n/i18n';

import { HomeHero } from './home-hero';

/** Home (/): hero with the WhatsApp contact, then the filter bar and the listing grid (SPEC §2). */
export default function HomeRoute() {
  useEffect(() => {
    document.title = `${SITE_TITLE} | ${translate('site.homeTitle')}`;
  }, []);

  return (
    <>
      <HomeHero />
      <PropertyListing filterActions={<AlertMeButton />} />
    </>
  );
}

/**
 * The favourites page (/favorites), loaded through this page's chunk: it shows the same cards, which
 * then stay in this chunk instead of going to chunks of their own that the home page would load too
 * (about 0.8 KB more of the home page's JavaScript, ADR 0031).
 */
export const loadFavoritesScreen = () => import('./favorites');
