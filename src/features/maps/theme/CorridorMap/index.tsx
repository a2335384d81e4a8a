/**
 * A map of a corridor and its hexagons, for any page. This file is all a page loads at first: a
 * "Show on a map" button. The map's code (the `corridor-map` chunk, with h3-js) and the land
 * (`corridor-land`) load only when the reader opens the map, or at once with `open` (the corridor
 * checker, where the reader asked for it by pasting a corridor).
 */
import React, {useEffect, useId, useState, type ComponentType, type ReactNode} from 'react';
import type {MapViewProps} from '../../../../core/theme/CorridorMap';

const loadMap = () => import(/* webpackChunkName: "corridor-map" */ './Map');

export default function MapView({title, open: openAtOnce = false, ...data}: MapViewProps): ReactNode {
  const [opened, setOpened] = useState(false);
  const open = openAtOnce || opened;
  const [Map, setMap] = useState<ComponentType<MapViewProps>>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const mapId = useId();
  useEffect(() => {
    if (!open || Map) return;
    let live = true;
    loadMap().then(
      (module) => live && setMap(() => module.MapOfData),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, Map, attempt]);

  const toggle = !openAtOnce && (
    <button
      type="button"
      className="button button--sm button--secondary"
      aria-expanded={opened}
      aria-controls={opened ? mapId : undefined}
      onClick={() => setOpened(!opened)}
      data-map-toggle=""
    >
      {opened ? 'Hide the map' : 'Show on a map'}
    </button>
  );
  const body = !open ? null : failed ? (
    <p role="alert">
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
    </p>
  ) : Map ? (
    <Map title={title} {...data} />
  ) : (
    <p role="status">Loading the map…</p>
  );
  if (openAtOnce) return body;
  return (
    <div className="margin-bottom--md" data-example-map={title}>
      {toggle}
      {open && <div id={mapId}>{body}</div>}
    </div>
  );
}
