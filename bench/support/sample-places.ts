// The places of the generated DLD files the import benches write (@dd/core's sales and rent samples).
import type { SamplePlace } from '@dd/core/market-samples';

/** A dozen places as DLD names them (area, master project, projects), marketing names in comments. */
export const SAMPLE_PLACES: readonly SamplePlace[] = [
  // Dubai Marina
  {
    area: 'Marsa Dubai',
    masterProject: 'Dubai Marina',
    projects: ['Marina Gate', 'Cayan Tower', 'Princess Tower'],
  },
  // Jumeirah Village Circle
  {
    area: 'Al Barsha South Fourth',
    masterProject: 'Jumeirah Village Circle',
    projects: ['Binghatti Heights', 'Belgravia', 'Bloom Towers', 'Oxford Residence'],
  },
  // Downtown Dubai
  {
    area: 'Burj Khalifa',
    masterProject: 'Downtown Dubai',
    projects: ['Burj Khalifa', 'Act One | Act Two', 'Burj Vista', 'The Address Residence Fountain Views'],
  },
  {
    area: 'Business Bay',
    masterProject: 'Business Bay',
    projects: ['Executive Towers', 'Damac Towers by Paramount', 'Peninsula One'],
  },
  // Jumeirah Lake Towers
  {
    area: 'Al Thanyah Fifth',
    masterProject: 'Jumeirah Lakes Towers',
    projects: ['Lake Terrace', 'Goldcrest Views', 'MBL Residence'],
  },
  {
    area: 'Palm Jumeirah',
    masterProject: 'Palm Jumeirah',
    projects: ['Shoreline Apartments', 'Tiara Residences', 'Oceana', 'Signature Villas'],
  },
  // Dubai Hills Estate
  {
    area: 'Hadaeq Sheikh Mohammed Bin Rashid',
    masterProject: 'Dubai Hills Estate',
    projects: ['Park Heights', 'Collective 2.0', 'Golf Place', 'Sidra Villas'],
  },
  // Dubai Creek Harbour
  {
    area: 'Al Khairan First',
    masterProject: 'Dubai Creek Harbour',
    projects: ['Creek Rise', 'Harbour Gate', 'Summer'],
  },
  // Jumeirah Village Triangle
  {
    area: 'Al Barsha South Fifth',
    masterProject: 'Jumeirah Village Triangle',
    projects: ['District 2', 'Plaza Residences', 'Oxford Gardens'],
  },
  // Sobha Hartland (Mohammed Bin Rashid City)
  {
    area: 'Al Merkadh',
    masterProject: 'Sobha Hartland',
    projects: ['Hartland Greens', 'Creek Vistas Reserve', 'One Park Avenue'],
  },
  // Arabian Ranches
  { area: 'Wadi Al Safa 6', masterProject: 'Arabian Ranches', projects: ['Saheel', 'Al Reem', 'Palma'] },
  // Al Barsha, registered without a master project's projects
  { area: 'Al Barsha First', masterProject: 'Al Barsha', projects: [] },
];
