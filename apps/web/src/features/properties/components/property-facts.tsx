import type { Property } from '@dd/core';
import { BedDouble, CalendarDays, Eye, MapPin, Ruler, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

import { planLabel, viewLabel } from '@/lib/detail-words';
import { formatSqft } from '@/lib/format';
import { handoverLabel, locationLabel, typeLabel } from '@/lib/listing-words';
import { translate } from '@/i18n/i18n';

interface Fact {
  label: string;
  value: string;
  icon: LucideIcon;
}

/** Location, property type, size, view, handover and payment plan (SPEC §2 Property detail). */
export function PropertyFacts({ property }: { property: Property }) {
  const facts: Fact[] = [
    { label: translate('detail.location'), value: locationLabel(property.location), icon: MapPin },
    { label: translate('detail.type'), value: typeLabel(property.property_type), icon: BedDouble },
    // Imported ads may not state a size (stored as 0): shown as not specified.
    {
      label: translate('detail.size'),
      value: property.size_sqft > 0 ? formatSqft(property.size_sqft) : '',
      icon: Ruler,
    },
    { label: translate('detail.view'), value: viewLabel(property.view_type), icon: Eye },
    { label: translate('detail.handover'), value: handoverLabel(property.handover_date), icon: CalendarDays },
    { label: translate('detail.paymentPlan'), value: planLabel(property.payment_plan), icon: Wallet },
  ];

  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-lg font-bold text-slate-900">
        {translate('detail.facts')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
        {facts.map(({ label, value, icon: Icon }) => (
          <div
            key={label}
            className="relative rounded-xl bg-white p-3.5 ring-1 ring-slate-200 sm:p-4 sm:ps-16"
          >
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <span className="absolute start-4 top-4 hidden size-9 items-center justify-center rounded-lg bg-navy-50 text-navy-600 sm:flex">
                <Icon aria-hidden="true" className="size-4.5" />
              </span>
              {label}
            </dt>
            <dd className="mt-0.5 font-semibold break-words text-slate-900">
              {value || translate('detail.notSpecified')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
