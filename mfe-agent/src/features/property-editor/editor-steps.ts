// The wizard's steps (spec §2): which one the URL names and what each is for.
import { editorSteps, type PropertyCategory } from '@naija-homes/contracts/property-options';

/** The step of `?step=`: 0 to 4, General Details for anything else. */
export function stepFrom(value: string | null): number {
  const step = Number(value ?? 0);
  return Number.isInteger(step) && step >= 0 && step < editorSteps.length ? step : 0;
}

/** The line under the step's heading; the exterior and interior steps ask different things of each category. */
export function stepIntro(step: number, category: PropertyCategory): string {
  const residential = category === 'residential';
  const intros = [
    'What you are listing, its price and where it is.',
    residential
      ? 'The outside: land, building, utilities and what is nearby.'
      : 'Access, parking and the building’s safety systems.',
    residential
      ? 'The inside: finishes, kitchen and bathrooms. All optional.'
      : 'The inside: restrooms (required), flooring and amenities.',
    'Photos (at least 3), floor plan, 360° tour and video.',
    'Check every section, then publish the listing to search.',
  ];
  return intros[step] ?? '';
}
