import type { BaseProps } from './FieldItem';
import { NumberField } from './NumberField';

/** A required percentage, 0 to 100 (commission rates). */
export function PercentField({ step = 0.5, ...base }: BaseProps & { step?: number }) {
  return <NumberField {...base} required min={0} max={100} step={step} />;
}
