// A map of a corridor and its hexagons under `@theme/CorridorMap`: the maps feature gives it; without
// it, nothing is shown. This file is the contract both keep (the type-check resolves `@theme/*` here).
import type {ReactNode} from 'react';
import type {CorridorLimitsKey} from '../../corridor/rules';

export type MapViewProps = {
  title: string;
  /** Whose limits a corridor's figures are set against (the API's by default; an SDK page's, its SDK's). */
  limits?: CorridorLimitsKey;
  /** Opens the map at once instead of showing a "Show on a map" button. */
  open?: boolean;
} & (
  | {corridor?: unknown; hexagons?: readonly {id: unknown; alt: unknown; sev: unknown}[]; json?: never}
  | {json: string; corridor?: never; hexagons?: never}
);

export default function MapView(_props: MapViewProps): ReactNode {
  return null;
}
