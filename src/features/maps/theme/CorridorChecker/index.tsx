/**
 * The corridor checker: a reader pastes or drops a GeoJSON corridor and, optionally, hexagons to
 * draw; every corridor rule is checked, the corridor is drawn, and a valid corridor comes back as a
 * request body to copy. A route with a width in NM is laid out in corridors, each checked and drawn.
 * Input is size-checked before it is parsed, so no paste or file can hold the page up; nothing is
 * sent anywhere.
 */
import React, {useEffect, useId, useMemo, useState, type DragEvent, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import MapView from '../CorridorMap';
import {readText, tooLarge, type MapInput} from '../CorridorMap/input';
import {ROUTE_LIMITS, routeCorridors} from '../../../../core/corridor/route';
import {explainCorridor, requestBody, type RuleStatus} from '../../../../core/corridor/explain';
import {SPEC_REQUEST_EXAMPLE, SPEC_RESPONSE_EXAMPLE} from '../../../../core/corridor/spec-examples';
import {EXAMPLE_ROUTE} from './route-example';
import styles from './styles.module.css';

const DEBOUNCE_MS = 250;

/** More request bodies than this are shown as plain text: highlighting hundreds of them holds the page up for seconds. */
const MAX_HIGHLIGHTED_BODIES = 50;

const DEFAULT_WIDTH_NM = 20;

const STATUS_TEXT: Record<RuleStatus, string> = {pass: 'Passes', fail: 'Fails', unchecked: 'Not checked'};
const STATUS_MARK: Record<RuleStatus, string> = {pass: '✓', fail: '✗', unchecked: '–'};

/** The text of a dropped or chosen file, its size checked first; a message when it cannot be read. */
async function fileText(file: File): Promise<{text?: string; message?: string}> {
  const large = tooLarge(file.size);
  if (large) return {message: `${file.name}: ${large}`};
  try {
    return {text: await file.text()};
  } catch {
    return {message: `${file.name} could not be read.`};
  }
}

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** A labelled field for JSON, with its help, that takes a dropped file too. */
function JsonField({
  label,
  rows,
  value,
  onText,
  onDrop,
  children,
}: {
  label: string;
  rows: number;
  value: string;
  onText: (text: string) => void;
  onDrop: (event: DragEvent<HTMLTextAreaElement>) => void;
  children: ReactNode;
}): ReactNode {
  const [id, helpId] = [useId(), useId()];
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={helpId} className={styles.help}>
        {children}
      </p>
      <textarea
        id={id}
        aria-describedby={helpId}
        className={styles.textarea}
        value={value}
        spellCheck={false}
        rows={rows}
        onChange={(event) => onText(event.target.value)}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      />
    </>
  );
}

function WidthField({value, onChange}: {value: string; onChange: (value: string) => void}): ReactNode {
  const [id, helpId] = [useId(), useId()];
  const {minWidthNm, maxWidthNm} = ROUTE_LIMITS;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Route width (NM)
      </label>
      <p id={helpId} className={styles.help}>
        For a route: the whole width of its corridors in nautical miles, half of it either side of the track, from{' '}
        {minWidthNm} to {maxWidthNm}.
      </p>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={minWidthNm}
        max={maxWidthNm}
        step="any"
        className={styles.number}
        aria-describedby={helpId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />{' '}
      <span aria-hidden="true">NM</span>
    </div>
  );
}

/** A route's corridors as request bodies, one per line (JSON Lines). */
const requestLines = (corridors: readonly unknown[]) =>
  corridors.map((corridor) => JSON.stringify(JSON.parse(requestBody(corridor)))).join('\n');

const kmText = (km: number) => Math.round(km).toLocaleString('en-US');

export default function CorridorChecker(): ReactNode {
  const [corridorText, setCorridorText] = useState('');
  const [widthText, setWidthText] = useState(String(DEFAULT_WIDTH_NM));
  const widthInput = useDebounced(widthText);
  const [hexagonText, setHexagonText] = useState('');
  const [fileMessage, setFileMessage] = useState<string>();
  const corridorInput = useDebounced(corridorText);
  const hexagonInput = useDebounced(hexagonText);

  const input: MapInput = useMemo(() => readText(corridorInput), [corridorInput]);
  const hexagonsRead: MapInput = useMemo(() => readText(hexagonInput), [hexagonInput]);
  const hexagons = hexagonsRead.kind === 'data' ? hexagonsRead.hexagons : undefined;
  const hexagonMessage =
    hexagonsRead.kind === 'error'
      ? hexagonsRead.message
      : hexagonsRead.kind === 'data' && !hexagonsRead.hexagons
        ? 'No hexagons found here: paste a corridor response ({"data": {"hexagons": [...]}}) or a list of hexagons.'
        : undefined;
  const hasCorridor = input.kind === 'data' && input.corridor !== undefined;
  const checked = useMemo(
    () => (input.kind === 'data' && input.corridor !== undefined ? explainCorridor(input.corridor) : undefined),
    [input],
  );
  const failures = checked?.results.filter((r) => r.status === 'fail') ?? [];
  const routed = useMemo(
    () =>
      input.kind === 'route'
        ? routeCorridors(input.positions, widthInput.trim() === '' ? Number.NaN : Number(widthInput))
        : undefined,
    [input, widthInput],
  );
  const routeChecks = useMemo(
    () => (routed?.ok ? routed.corridors.map((corridor) => explainCorridor(corridor)) : undefined),
    [routed],
  );
  const routeFailures = routeChecks?.filter((check) => !check.valid).length ?? 0;

  /** A text too large to read is not kept in the field (a field of megabytes slows the page): it says why instead. */
  const keepUnlessTooLarge = (text: string, setText: (text: string) => void) => {
    const large = tooLarge(text.length);
    setFileMessage(large ? `The pasted text was not kept. ${large}` : undefined);
    setText(large ? '' : text);
  };

  const openFile = async (file: File, setText: (text: string) => void) => {
    const {text, message} = await fileText(file);
    setFileMessage(message);
    if (text !== undefined) setText(text);
  };
  const onDrop = (setText: (text: string) => void) => async (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    await openFile(file, setText);
  };

  const summary =
    input.kind === 'error'
      ? input.message
      : input.kind === 'route'
        ? routed?.ok
          ? `The route (read from ${input.found}), ${kmText(routed.lengthKm)} km long, makes ${routed.corridors.length} ${routed.corridors.length === 1 ? 'corridor' : 'corridors'} ${routed.widthNm.toLocaleString('en-US')} NM wide. ${routeFailures === 0 ? (routed.corridors.length === 1 ? 'It passes every rule.' : 'Each passes every rule.') : `${routeFailures} break a rule.`}`
          : `The route (read from ${input.found}) cannot be laid out in corridors. ${routed?.ok === false ? routed.message : ''}`
        : input.kind === 'empty'
          ? 'Paste a corridor or a route to check it.'
          : !hasCorridor
            ? `This is ${input.found}, with no corridor: paste it in the hexagons field, and a corridor here.`
            : failures.length === 0
              ? `The corridor (read from ${input.found}) passes every rule.`
              : `The corridor (read from ${input.found}) breaks ${failures.length} ${failures.length === 1 ? 'rule' : 'rules'}: ${failures.map((f) => f.name).join('; ')}.`;

  return (
    <div className={styles.checker} data-corridor-checker="">
      <div className={styles.field}>
        <JsonField
          label="Corridor or route (GeoJSON)"
          rows={10}
          value={corridorText}
          onText={(text) => keepUnlessTooLarge(text, setCorridorText)}
          onDrop={onDrop(setCorridorText)}
        >
          A corridor: a Polygon, a Feature holding one, or a whole corridor request body. Or a route, laid out in
          corridors of the width below: a LineString, a Feature holding one, or a list of [longitude, latitude]
          positions. Paste it, drop a file on the field, or open one. Nothing leaves your browser.
        </JsonField>
        <div className={styles.row}>
          <label className={styles.file}>
            Open a file:{' '}
            <input
              type="file"
              accept=".json,.geojson,application/json,application/geo+json"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                await openFile(file, setCorridorText);
                event.target.value = '';
              }}
            />
          </label>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              setCorridorText(JSON.stringify(SPEC_REQUEST_EXAMPLE, null, 2));
              setHexagonText(JSON.stringify(SPEC_RESPONSE_EXAMPLE, null, 2));
            }}
          >
            Try the reference example
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              setCorridorText(JSON.stringify(EXAMPLE_ROUTE, null, 2));
              setHexagonText('');
            }}
          >
            Try a route across 180°
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              setCorridorText('');
              setHexagonText('');
              setFileMessage(undefined);
            }}
          >
            Clear
          </button>
        </div>
      </div>
      <WidthField value={widthText} onChange={setWidthText} />
      <details className={styles.field} open={hexagonText !== '' || undefined}>
        <summary>Hexagons to draw (optional)</summary>
        <JsonField
          label="Hexagons (a corridor response)"
          rows={6}
          value={hexagonText}
          onText={(text) => keepUnlessTooLarge(text, setHexagonText)}
          onDrop={onDrop(setHexagonText)}
        >
          The JSON a corridor request answered, or a list of hexagons with <code>id</code>, <code>alt</code> and{' '}
          <code>sev</code>: they are drawn from their H3 ids in the severity colors.
        </JsonField>
        {hexagonMessage && hexagonText.trim() !== '' && (
          <p className={styles.error} data-hexagons-message="">
            {hexagonMessage}
          </p>
        )}
      </details>

      <p
        role="status"
        className={
          input.kind === 'error' || failures.length > 0 || routed?.ok === false || routeFailures > 0
            ? styles.error
            : styles.summary
        }
        data-checker-summary=""
      >
        {fileMessage ?? summary}
      </p>

      {checked && (
        <>
          <h2 className={styles.heading}>The rules</h2>
          <ul className={styles.rules} data-rules="">
            {checked.results.map(({rule, name, status, found, fix}) => (
              <li key={rule} className={styles[status]} data-rule={rule} data-status={status}>
                <span aria-hidden="true" className={styles.mark}>
                  {STATUS_MARK[status]}
                </span>
                <div>
                  <strong>{name}</strong>: {STATUS_TEXT[status]}
                  {found && <p className={styles.found}>{found}</p>}
                  {fix && <p className={styles.fix}>How to fix it: {fix}</p>}
                </div>
              </li>
            ))}
          </ul>
          {failures.some((f) => ['polygon', 'area', 'vertices', 'antimeridian'].includes(f.rule)) && (
            <p>
              A route or an area larger than one corridor needs several:{' '}
              <Link to="/api/large-areas">Cover a large area</Link> shows how to split it and merge the answers.
            </p>
          )}
        </>
      )}

      {(hasCorridor || hexagons) && (
        <MapView
          open
          title={hasCorridor ? 'Your corridor' : 'Your hexagons'}
          corridor={hasCorridor && input.kind === 'data' ? input.corridor : undefined}
          hexagons={hexagons}
        />
      )}

      {routed?.ok && routeChecks && (
        <>
          <h2 className={styles.heading}>The corridors</h2>
          <table className={styles.corridors} data-route-corridors="">
            <caption>Each corridor of the route, checked against every rule</caption>
            <thead>
              <tr>
                <th scope="col">Corridor</th>
                <th scope="col">Vertices</th>
                <th scope="col">Area (km²)</th>
                <th scope="col">Rules</th>
              </tr>
            </thead>
            <tbody>
              {routeChecks.map(({figures, valid, results}, i) => (
                <tr key={i} data-route-corridor={i + 1} data-valid={valid}>
                  <td>{i + 1}</td>
                  <td>{figures?.vertices}</td>
                  <td>{figures?.areaKm2?.toLocaleString('en-US', {maximumFractionDigits: 1})}</td>
                  <td>
                    {valid
                      ? '✓ Passes every rule'
                      : `✗ Breaks: ${results
                          .filter((r) => r.status === 'fail')
                          .map((r) => r.name)
                          .join('; ')}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <MapView
            open
            title="Your route's corridors"
            corridor={{type: 'MultiPolygon', coordinates: routed.corridors.map((corridor) => corridor.coordinates)}}
          />
          {routeFailures === 0 && (
            <div data-request-bodies="">
              <h2 className={styles.heading}>Your request bodies</h2>
              <p>
                One body per corridor, one per line: send each line as the body of its own request to{' '}
                <Link to="/api/reference/get-corridor-data-geo-fencing">the corridor operation</Link>, and merge the
                hexagons of the answers as <Link to="/api/large-areas">Cover a large area</Link> shows.
              </p>
              <CodeBlock
                language={routed.corridors.length <= MAX_HIGHLIGHTED_BODIES ? 'json' : 'text'}
                title="requests.jsonl"
              >
                {requestLines(routed.corridors)}
              </CodeBlock>
            </div>
          )}
        </>
      )}

      {checked?.valid && input.kind === 'data' && (
        <div data-request-body="">
          <h2 className={styles.heading}>Your request body</h2>
          <p>
            A body for <Link to="/api/reference/get-corridor-data-geo-fencing">the corridor operation</Link> with your
            corridor, its one required field. Add the optional filters the reference lists, or leave them out for their
            defaults.
          </p>
          <CodeBlock language="json" title="request.json">
            {requestBody(input.corridor)}
          </CodeBlock>
        </div>
      )}
    </div>
  );
}
