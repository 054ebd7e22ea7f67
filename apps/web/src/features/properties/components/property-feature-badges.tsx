import type { Property } from '@dd/core';
import { Car, DoorOpen, Layers, Sofa, Waves } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

import { translate } from '@/i18n/i18n';
import { floorLabel, furnishingLabel } from '@/lib/detail-words';

interface Badge {
  label: string;
  icon: LucideIcon;
}

/** Furnishing, floor level, Balcony, Private Pool and parking count (SPEC §2 Property detail). */
export function featureBadges(property: Property): Badge[] {
  const badges: Badge[] = [];
  if (property.furnishing.trim())
    badges.push({ label: furnishingLabel(property.furnishing.trim()), icon: Sofa });
  if (property.floor_level.trim())
    badges.push({ label: floorLabel(property.floor_level.trim()), icon: Layers });
  if (property.has_balcony) badges.push({ label: translate('feature.balcony'), icon: DoorOpen });
  if (property.has_pool) badges.push({ label: translate('feature.pool'), icon: Waves });
  if (property.parking_spaces > 0) {
    badges.push({ label: translate('feature.parking', { count: property.parking_spaces }), icon: Car });
  }
  return badges;
}

export function PropertyFeatureBadges({ property }: { property: Property }) {
  const badges = featureBadges(property);
  if (badges.length === 0) return null;

  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-lg font-bold text-slate-900">
        {translate('detail.features')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {badges.map(({ label, icon: Icon }) => (
          <li
            key={label}
            className="inline-flex items-center gap-2 rounded-full bg-navy-50 px-3.5 py-1.5 text-sm font-medium text-navy-800 ring-1 ring-navy-100"
          >
            <Icon aria-hidden="true" className="size-4 text-navy-600" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
