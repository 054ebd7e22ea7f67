import type { Property } from '@dd/core';
import { Car, DoorOpen, Layers, Sofa, Waves } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

interface Badge {
  label: string;
  icon: LucideIcon;
}

function floorLabel(floor: string): string {
  return /floor/i.test(floor) ? floor : `Floor: ${floor}`;
}

/** Furnishing, floor level, Balcony, Private Pool and parking count (SPEC §2 Property detail). */
export function featureBadges(property: Property): Badge[] {
  const badges: Badge[] = [];
  if (property.furnishing.trim()) badges.push({ label: property.furnishing.trim(), icon: Sofa });
  if (property.floor_level.trim())
    badges.push({ label: floorLabel(property.floor_level.trim()), icon: Layers });
  if (property.has_balcony) badges.push({ label: 'Balcony', icon: DoorOpen });
  if (property.has_pool) badges.push({ label: 'Private Pool', icon: Waves });
  if (property.parking_spaces > 0) {
    const spaces = property.parking_spaces;
    badges.push({ label: `${spaces} Parking ${spaces === 1 ? 'Space' : 'Spaces'}`, icon: Car });
  }
  return badges;
}

export function PropertyFeatureBadges({ property }: { property: Property }) {
  const badges = featureBadges(property);
  if (badges.length === 0) return null;

  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-lg font-bold text-slate-900">
        Features
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
