/**
 * The corridor map itself, a chunk of its own (`corridor-map`) loaded only when a reader opens a
 * map: an SVG of the land, the corridor, and hexagons drawn from their H3 ids in the severity
 * colours of fact:domain.severity.legend, each severity with its own pattern and number too.
 */
import React, {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type {LandTiles} from '../../land';
import {landRings, onTileEdge} from '../../land';
import {checkCorridor, CORRIDOR_LIMITS_FOR, type CorridorLimitsKey} from '../../../../core/corridor/rules';
import {textKey} from '../../../../core/corridor/examples';
import {SEVERITIES} from '../../../../core/domain-facts';
import {
  continuous,
  fitView,
  flightLevel,
  MAP_SIZE,
  outlinePath,
  pan,
  project,
  ringsPath,
  scaleBar,
  viewBox,
  zoom,
  type LonLat,
  type View,
} from './geo';
import {readHexagons, type Hexagon} from './hexagons';
import {readText, readValue, type HexagonInput} from './input';
import type {MapViewProps} from '../../../../core/theme/CorridorMap';
import styles from './styles.module.css';

type CorridorMapProps = {
  /** What stands where a corridor goes (a GeoJSON Polygon, ideally); anything else draws no corridor. */
  corridor?: unknown;
  hexagons?: readonly HexagonInput[];
  /** What the map shows, for its caption and accessible name ("The quick start's corridor"). */
  title: string;
  /** Whose limits the corridor's figures are set against: the API's (the default) or an SDK's. */
  limits?: CorridorLimitsKey;
};

const isMultiPolygon = (corridor: unknown) =>
  (corridor as {type?: unknown} | null | undefined)?.type === 'MultiPolygon';

/** At most this many positions of a corridor are drawn (the rules allow 250; a bad input may hold many more). */
const MAX_DRAWN_POSITIONS = 5000;

const isPosition = (p: unknown): p is [number, number, ...number[]] =>
  Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/** The rings to draw of a Polygon or MultiPolygon, thinned evenly to MAX_DRAWN_POSITIONS, longitudes continuous. */
function drawableRings(corridor: unknown): LonLat[][] {
  const geometry = corridor as {type?: unknown; coordinates?: unknown} | null | undefined;
  if (!geometry || !Array.isArray(geometry.coordinates)) return [];
  const polygons: unknown[] =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  const rings = polygons
    .flatMap((polygon) => (Array.isArray(polygon) ? polygon : []))
    .filter(Array.isArray) as unknown[][];
  const total = rings.reduce((sum, ring) => sum + ring.length, 0);
  const step = Math.max(1, Math.ceil(total / MAX_DRAWN_POSITIONS));
  const first = rings.flat().find(isPosition);
  return rings.map((ring) =>
    continuous(
      ring
        .filter((p, i) => isPosition(p) && (i % step === 0 || i === ring.length - 1))
        .map((p) => {
          const [lon, lat] = p as [number, number];
          return [lon, lat] as const;
        }),
      first?.[0],
    ),
  );
}

const SEVERITY_BY_VALUE = new Map<number, (typeof SEVERITIES)[number]>(SEVERITIES.map((s) => [s.value, s]));
const severityLabel = (sev: number) => `${sev} ${SEVERITY_BY_VALUE.get(sev)?.label ?? ''}`.trim();
const km2 = (value: number) => value.toLocaleString('en-US', {maximumFractionDigits: 1});

/** The patterns that tell severities apart without colour: none, dots, lines, cross-hatch, dense cross-hatch. */
function SeverityPatterns({prefix}: {prefix: string}): ReactNode {
  const line = {stroke: '#000', strokeOpacity: 0.55};
  return (
    <defs>
      <pattern id={`${prefix}-1`} width="8" height="8" patternUnits="userSpaceOnUse">
        <circle cx="4" cy="4" r="1.3" fill="#000" fillOpacity="0.55" />
      </pattern>
      <pattern id={`${prefix}-2`} width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="7" {...line} strokeWidth="1.4" />
      </pattern>
      <pattern id={`${prefix}-3`} width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <path d="M0 0V7M0 0H7" {...line} strokeWidth="1.4" />
      </pattern>
      <pattern id={`${prefix}-4`} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <path d="M0 0V4M0 0H4" {...line} strokeWidth="1.6" />
      </pattern>
    </defs>
  );
}

function Swatch({sev, prefix}: {sev: number; prefix: string}): ReactNode {
  const severity = SEVERITY_BY_VALUE.get(sev)!;
  return (
    <svg className={styles.swatch} viewBox="0 0 20 14" aria-hidden="true">
      <SeverityPatterns prefix={`${prefix}-swatch-${sev}`} />
      <rect
        x="0.5"
        y="0.5"
        width="19"
        height="13"
        fill={severity.fill}
        fillOpacity={severity.fillOpacity}
        stroke={'stroke' in severity ? severity.stroke : severity.fill}
      />
      {sev > 0 && <rect x="0.5" y="0.5" width="19" height="13" fill={`url(#${prefix}-swatch-${sev}-${sev})`} />}
    </svg>
  );
}

/** The corridor and hexagons as one GeoJSON FeatureCollection, for the download. */
function geojsonOf(corridor: unknown, hexagons: readonly Hexagon[]): string {
  const corridorFeature =
    corridor && typeof corridor === 'object' && 'type' in corridor
      ? [{type: 'Feature', properties: {name: 'corridor'}, geometry: corridor}]
      : [];
  const hexagonFeatures = hexagons.map(({id, alt, sev, boundary}) => ({
    type: 'Feature',
    properties: {id, alt, flightLevel: flightLevel(alt), sev, severity: SEVERITY_BY_VALUE.get(sev)?.label},
    geometry: {type: 'Polygon', coordinates: [[...boundary, boundary[0]]]},
  }));
  return JSON.stringify({type: 'FeatureCollection', features: [...corridorFeature, ...hexagonFeatures]}, null, 2);
}

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'application/geo+json'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The most severe entry per hexagon id (all flight levels), or the entries at one flight level. */
function hexagonsAt(hexagons: readonly Hexagon[], level: number | 'all'): Hexagon[] {
  if (level !== 'all') return hexagons.filter((h) => h.alt === level);
  const top = new Map<string, Hexagon>();
  for (const hexagon of hexagons) if ((top.get(hexagon.id)?.sev ?? -1) < hexagon.sev) top.set(hexagon.id, hexagon);
  return [...top.values()];
}

const PAN_STEP = MAP_SIZE.height / 8;
const ZOOM_STEP = 1.5;
/** The pan buttons, in order, with their arrow keys. */
const PANS = [
  {direction: 'west', arrow: '←', key: 'ArrowLeft', dx: PAN_STEP, dy: 0},
  {direction: 'east', arrow: '→', key: 'ArrowRight', dx: -PAN_STEP, dy: 0},
  {direction: 'north', arrow: '↑', key: 'ArrowUp', dx: 0, dy: PAN_STEP},
  {direction: 'south', arrow: '↓', key: 'ArrowDown', dx: 0, dy: -PAN_STEP},
];
const MAX_TABLE_ROWS = 500;

export default function CorridorMap({
  corridor,
  hexagons: hexagonInputs = [],
  title,
  limits: limitsKey = 'api',
}: CorridorMapProps): ReactNode {
  const limits: {maxVertices?: number; maxAreaKm2?: number} = CORRIDOR_LIMITS_FOR[limitsKey];
  const prefix = `map${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const rings = useMemo(() => drawableRings(corridor), [corridor]);
  const figures = useMemo(() => (rings.length > 0 ? checkCorridor(corridor).figures : undefined), [corridor, rings]);
  const {hexagons, problems} = useMemo(() => readHexagons(hexagonInputs), [hexagonInputs]);
  const reference = rings[0]?.[0]?.[0] ?? hexagons[0]?.boundary[0]?.[0];
  const home = useMemo(
    () => fitView([...rings.flat(), ...hexagons.flatMap((h) => continuous(h.boundary, reference))]),
    [rings, hexagons, reference],
  );
  const [view, setView] = useState<View>(home);
  const [land, setLand] = useState<LandTiles | 'failed'>();
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "corridor-land" */ '@skypath/corridor-land').then(
      (module) => live && setLand(module.default),
      () => live && setLand('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const levels = useMemo(() => [...new Set(hexagons.map((h) => h.alt))].sort((a, b) => a - b), [hexagons]);
  const [level, setLevel] = useState<number | 'all'>('all');
  const shown = useMemo(() => hexagonsAt(hexagons, level).sort((a, b) => a.sev - b.sev), [hexagons, level]);

  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{x: number; y: number} | undefined>(undefined);
  /** Map units per CSS pixel as drawn: text on the map is sized by it, so it stays readable on a phone. */
  const [unitsPerPx, setUnitsPerPx] = useState(1);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width;
      if (width) setUnitsPerPx(MAP_SIZE.width / width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const unitsPerPixel = () => MAP_SIZE.width / (frame.current?.getBoundingClientRect().width || MAP_SIZE.width);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // Not passive: the wheel zooms the map instead of scrolling the page while the pointer is on it.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const scale = MAP_SIZE.width / box.width;
      const at = [(event.clientX - box.left) * scale, (event.clientY - box.top) * scale] as const;
      setView((current) => zoom(current, event.deltaY < 0 ? 1.25 : 1 / 1.25, at));
    };
    element.addEventListener('wheel', onWheel, {passive: false});
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => View> = {
      ...Object.fromEntries(PANS.map(({key, dx, dy}) => [key, () => pan(view, dx, dy)])),
      '+': () => zoom(view, ZOOM_STEP),
      '=': () => zoom(view, ZOOM_STEP),
      '-': () => zoom(view, 1 / ZOOM_STEP),
      '0': () => home,
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setView(move());
  };
  // A mouse or pen drags the map; touch scrolls the page as usual (the buttons move the map).
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    drag.current = {x: event.clientX, y: event.clientY};
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    const scale = unitsPerPixel();
    const [dx, dy] = [(event.clientX - drag.current.x) * scale, (event.clientY - drag.current.y) * scale];
    drag.current = {x: event.clientX, y: event.clientY};
    setView((current) => pan(current, dx, dy));
  };
  const endDrag = () => {
    drag.current = undefined;
  };

  const landPaths = useMemo(() => {
    if (!land || land === 'failed') return {fill: '', coast: ''};
    const pieces = landRings(land, viewBox(view)).map(({ring, shift}) =>
      ring.map(([lon, lat]) => [lon + shift, lat] as const),
    );
    return {
      fill: ringsPath(view, pieces),
      coast: outlinePath(view, pieces, (a, b) => onTileEdge(a, b, land.tileDegrees)),
    };
  }, [land, view]);
  const corridorPath = ringsPath(view, rings);
  const scale = scaleBar(view, MAP_SIZE.width / 4);
  const text = 13 * unitsPerPx;
  const pixelsAcross = (MAP_SIZE.height / view.span) * 0.2; // a resolution-5 hexagon is about 0.2° across
  const helpId = `${prefix}-help`;
  const hexagonCount = `${shown.length.toLocaleString('en-US')} ${shown.length === 1 ? 'hexagon' : 'hexagons'}`;
  const levelText =
    level === 'all' ? (levels.length > 1 ? ', the most severe of each' : '') : ` at ${flightLevel(level)}`;
  const summary = [
    title,
    figures
      ? `Corridor of ${figures.vertices} vertices${figures.areaKm2 === undefined ? '' : `, ${km2(figures.areaKm2)} km²`}.`
      : '',
    hexagons.length > 0 ? `${hexagonCount} drawn${levelText}; the table under the map lists them.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const counts = new Map<number, number>();
  for (const h of shown) counts.set(h.sev, (counts.get(h.sev) ?? 0) + 1);

  return (
    <figure className={styles.map} data-corridor-map="">
      <figcaption className={styles.caption}>{title}</figcaption>
      <div className={styles.controls} role="group" aria-label="Move the map">
        <button type="button" onClick={() => setView(zoom(view, ZOOM_STEP))} aria-label="Zoom in" title="Zoom in (+)">
          +
        </button>
        <button
          type="button"
          onClick={() => setView(zoom(view, 1 / ZOOM_STEP))}
          aria-label="Zoom out"
          title="Zoom out (−)"
        >
          −
        </button>
        {PANS.map(({direction, arrow, dx, dy}) => (
          <button
            key={direction}
            type="button"
            onClick={() => setView(pan(view, dx, dy))}
            aria-label={`Move ${direction}`}
            title={`Move ${direction} (${arrow})`}
          >
            {arrow}
          </button>
        ))}
        <button type="button" onClick={() => setView(home)} title="Back to the whole corridor (0)">
          Reset
        </button>
        {levels.length > 0 && (
          <label className={styles.level}>
            Flight level{' '}
            <select
              value={String(level)}
              onChange={(event) => setLevel(event.target.value === 'all' ? 'all' : Number(event.target.value))}
            >
              <option value="all">All (most severe)</option>
              {levels.map((alt) => (
                <option key={alt} value={alt}>
                  {flightLevel(alt)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the map takes its own keys (role application), as the buttons above move it for a pointer */}
      <div
        ref={frame}
        className={styles.frame}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map must take focus to take its keys (WCAG 2.1.1)
        tabIndex={0}
        role="application"
        aria-roledescription="map"
        aria-label={`${title}: the map`}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <svg
          viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
          role="img"
          aria-label={summary}
          className={styles.svg}
        >
          <SeverityPatterns prefix={prefix} />
          <rect width={MAP_SIZE.width} height={MAP_SIZE.height} className={styles.sea} />
          <path
            d={landPaths.fill}
            className={styles.land}
            fillRule="evenodd"
            data-land={land && land !== 'failed' ? 'loaded' : 'none'}
          />
          <path d={landPaths.coast} className={styles.coast} />
          {shown.map(({id, alt, sev, boundary}) => {
            const severity = SEVERITY_BY_VALUE.get(sev)!;
            const points = continuous(boundary, reference ?? view.lon);
            const d = ringsPath(view, [points]);
            const [cx, cy] = project(view, [
              points.reduce((sum, p) => sum + p[0], 0) / points.length,
              points.reduce((sum, p) => sum + p[1], 0) / points.length,
            ]);
            return (
              <g key={`${id}-${alt}`} data-hexagon={id} data-sev={sev}>
                <title>{`${id}, ${flightLevel(alt)}, severity ${severityLabel(sev)}`}</title>
                <path
                  d={d}
                  fill={severity.fill}
                  fillOpacity={severity.fillOpacity}
                  stroke={'stroke' in severity ? severity.stroke : severity.fill}
                  strokeOpacity={'strokeOpacity' in severity ? severity.strokeOpacity : 1}
                />
                {sev > 0 && <path d={d} fill={`url(#${prefix}-${sev})`} />}
                {pixelsAcross >= 20 * unitsPerPx && (
                  <text x={cx} y={cy} className={styles.hexagonLabel} fontSize={14 * unitsPerPx}>
                    {sev}
                  </text>
                )}
              </g>
            );
          })}
          {corridorPath && (
            <path
              d={corridorPath}
              className={styles.corridor}
              // A route's corridors (a MultiPolygon, all counter-clockwise) overlap: their union is filled.
              fillRule={isMultiPolygon(corridor) ? 'nonzero' : 'evenodd'}
              data-corridor=""
            />
          )}
          <g
            className={styles.scale}
            transform={`translate(${10 * unitsPerPx} ${MAP_SIZE.height - 10 * unitsPerPx})`}
            data-scale-nm={scale.nm}
          >
            <rect
              x={-4 * unitsPerPx}
              y={-text * 1.6}
              width={Math.max(scale.width, text * 4) + 8 * unitsPerPx}
              height={text * 1.6 + 6 * unitsPerPx}
              rx="3"
              className={styles.scaleBack}
            />
            <path
              d={`M0 ${-4 * unitsPerPx}V0H${scale.width.toFixed(1)}V${-4 * unitsPerPx}`}
              className={styles.scaleLine}
              strokeWidth={2 * unitsPerPx}
            />
            <text x="0" y={-6 * unitsPerPx} className={styles.scaleText} fontSize={text}>
              {`${scale.nm} NM`}
            </text>
          </g>
        </svg>
      </div>
      <p id={helpId} className={styles.help}>
        Drag or use the arrow keys to move the map, + and − or the wheel to zoom, 0 to see it all again.
        {land === 'failed' ? ' The land outlines could not load: check your connection.' : ''} Land: Natural Earth.
      </p>
      {figures && (
        <dl className={styles.figures} data-figures="">
          <div>
            <dt>Vertices</dt>
            <dd data-vertices={figures.vertices}>
              {figures.vertices.toLocaleString('en-US')}
              {limits.maxVertices !== undefined && ` of at most ${limits.maxVertices}`}
              {limits.maxVertices !== undefined && figures.vertices > limits.maxVertices ? ' (over the limit)' : ''}
            </dd>
          </div>
          {figures.areaKm2 !== undefined && (
            <div>
              <dt>Area</dt>
              <dd data-area={figures.areaKm2}>
                {km2(figures.areaKm2)} km²
                {limits.maxAreaKm2 !== undefined && ` of at most ${km2(limits.maxAreaKm2)} km²`}
                {limits.maxAreaKm2 !== undefined && figures.areaKm2 > limits.maxAreaKm2 ? ' (over the limit)' : ''}
              </dd>
            </div>
          )}
        </dl>
      )}
      {hexagons.length > 0 && (
        <ul className={styles.legend} aria-label="Severity legend">
          {SEVERITIES.map(({value, label}) => (
            <li key={value}>
              <Swatch sev={value} prefix={prefix} />
              {value} {label}: {counts.get(value) ?? 0}
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <div className={styles.problems} role="note">
          Not drawn:
          <ul>
            {problems.slice(0, 10).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => download(geojsonOf(corridor, hexagons), 'skypath-corridor.geojson')}
        >
          Download GeoJSON
        </button>
      </div>
      {hexagons.length > 0 && (
        <details className={styles.table}>
          <summary>
            The {hexagons.length.toLocaleString('en-US')} {hexagons.length === 1 ? 'hexagon' : 'hexagons'} as a table
          </summary>
          <div className={styles.tableScroll}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Hexagon (H3 id)</th>
                  <th scope="col">Flight level</th>
                  <th scope="col">Severity</th>
                </tr>
              </thead>
              <tbody>
                {hexagons.slice(0, MAX_TABLE_ROWS).map(({id, alt, sev}) => (
                  <tr key={`${id}-${alt}`}>
                    <td>
                      <code>{id}</code>
                    </td>
                    <td>{flightLevel(alt)}</td>
                    <td>{severityLabel(sev)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {hexagons.length > MAX_TABLE_ROWS && (
            <p>The first {MAX_TABLE_ROWS} are listed; the download holds them all.</p>
          )}
        </details>
      )}
    </figure>
  );
}

/** The map of what a page gives: read here, with the map's code, not in the page's first load. */
export function MapOfData({title, limits, ...data}: MapViewProps): ReactNode {
  const input = useMemo(() => {
    if (data.json === undefined) return readValue({corridor: data.corridor, hexagons: data.hexagons ?? []});
    return readText(data.json);
  }, [data.json, data.corridor, data.hexagons]);
  if (input.kind === 'empty') return null;
  if (input.kind === 'error') return <p role="note">{input.message}</p>;
  // An example is a corridor or hexagons; a route is laid out by the checker.
  if (input.kind === 'route')
    return <p role="note">This is a route, not a corridor: lay it out in corridors with the corridor checker.</p>;
  // A new corridor or new hexagons make a new map, fitted to them.
  return (
    <CorridorMap
      key={textKey(JSON.stringify(input))}
      title={title}
      corridor={input.corridor}
      hexagons={input.hexagons}
      limits={limits}
    />
  );
}
