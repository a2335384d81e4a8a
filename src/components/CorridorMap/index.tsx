/**
 * A map of a corridor and its hexagons, for any page: `<MapView title="…" corridor={polygon}
 * hexagons={response.data.hexagons} />`, or `<MapView title="…" json={exampleText} />` for an
 * example's JSON as it stands in a code block (./input.ts reads a Polygon, a Feature, a corridor
 * request body or a corridor response). The map's code (./Map.tsx with h3-js, the `corridor-map`
 * chunk) and the land (`corridor-land`) load only when the reader opens the map, or at once with
 * `open` (the corridor checker, where the reader asked for it by pasting a corridor). Nothing of
 * it is in any page's first load (tests/e2e/corridor-checker.spec.ts).
 */
import React, {useEffect, useMemo, useState, type ComponentType, type ReactNode} from 'react';
import type {CorridorMapProps} from './Map';
import {readText, readValue, type HexagonInput, type MapInput} from './input';
import styles from './styles.module.css';

export type MapViewProps = {
  title: string;
  /** Opens the map at once instead of showing a "Show map" button. */
  open?: boolean;
} & (
  | {corridor?: unknown; hexagons?: readonly HexagonInput[]; json?: never}
  | {json: string; corridor?: never; hexagons?: never}
);

/** A short key for map data (FNV-1a of its JSON; the input is at most MAX_INPUT_CHARS long). */
function inputKey(input: MapInput): string {
  const text = JSON.stringify(input);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const loadMap = () => import(/* webpackChunkName: "corridor-map" */ './Map');

export default function MapView({title, open: openAtOnce = false, ...data}: MapViewProps): ReactNode {
  const [opened, setOpened] = useState(false);
  const open = openAtOnce || opened;
  const [Map, setMap] = useState<ComponentType<CorridorMapProps>>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const input = useMemo(() => {
    if (data.json === undefined) return readValue({corridor: data.corridor, hexagons: data.hexagons ?? []});
    return readText(data.json);
  }, [data.json, data.corridor, data.hexagons]);
  useEffect(() => {
    if (!open || Map) return;
    loadMap().then(
      (module) => setMap(() => module.default),
      () => setFailed(true),
    );
  }, [open, Map, attempt]);

  if (input.kind !== 'data') return null;
  if (!open)
    return (
      <button type="button" className="button button--sm button--secondary" onClick={() => setOpened(true)}>
        Show on a map
      </button>
    );
  if (failed)
    return (
      <div className={styles.map} role="alert">
        The map could not load: check your connection.{' '}
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Retry
        </button>
      </div>
    );
  if (!Map)
    return (
      <div className={styles.map} role="status">
        Loading the map…
      </div>
    );
  // A new corridor or new hexagons make a new map, fitted to them.
  return <Map key={inputKey(input)} title={title} corridor={input.corridor} hexagons={input.hexagons} />;
}
