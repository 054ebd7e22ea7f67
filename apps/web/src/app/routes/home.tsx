import { useEffect } from 'react';

import { AlertMeButton } from '@/features/alerts/components/alert-me-button';
import { PropertyListing } from '@/features/properties/components/property-listing';
import { SITE_TITLE } from '@/config/site';

import { HomeHero } from './home-hero';

/** Home (/): hero with the WhatsApp contact, then the filter bar and the listing grid (SPEC §2). */
export default function HomeRoute() {
  useEffect(() => {
    document.title = `${SITE_TITLE} | Discounted Property Deals in Dubai`;
  }, []);

  return (
    <>
      <HomeHero />
      <PropertyListing filterActions={<AlertMeButton />} />
    </>
  );
}
