// The examples of the site that get a map: every code block and OpenAPI example the sample checks
// extract that holds a corridor or hexagons by the maps' one rule. The maps feature's browser test
// visits each and fails when one has no map or shows other figures; the maps feature finds the
// maps on its own, so the list and the maps are found apart.
import {sectionOfFile} from '../../../core/contentFolders.mjs';
import {checkCorridor, corridorLimitsOf, type CorridorLimitsKey} from '../../../core/corridor/rules.ts';
import {blockMapContent, mapContent, type MapContent} from '../../../core/corridor/examples.ts';
import {extractBlocks, extractOpenApiExamples, place, type Block, type OpenApiExample} from './extract.ts';

/** What a map of an example must show. */
export type MapFigures = {
  corridor?: {vertices: number; areaKm2: number | undefined};
  /** Hexagon entries (an id at an altitude block). */
  hexagons: number;
  /** Distinct ids: the map draws each once, at its most severe. */
  distinctHexagons: number;
  /** Whose limits its corridor is set against: an SDK page's corridor is held to its SDK's, the rest to the API's. */
  limits: CorridorLimitsKey;
};

export type MapExample =
  | ({kind: 'block'; file: string; line: number; where: string} & MapFigures)
  /** A request or response example of an operation, shown on its reference page. */
  | ({kind: 'openapi'; method: string; path: string; pointer: string; where: string} & MapFigures);

function figures(content: MapContent, limits: CorridorLimitsKey): MapFigures {
  const corridor = content.corridor ? checkCorridor(content.corridor).figures : undefined;
  return {
    ...(corridor ? {corridor: {vertices: corridor.vertices, areaKm2: corridor.areaKm2}} : {}),
    hexagons: content.hexagons.length,
    distinctHexagons: new Set(content.hexagons.map((hexagon) => String(hexagon.id))).size,
    limits,
  };
}

/** An example of an operation's request body or response: `#/paths/<path>/<method>/(requestBody|responses/<status>)/content/…`. */
const OPERATION_EXAMPLE = /^#\/paths\/([^/]+)\/(\w+)\/(?:requestBody|responses\/\d+)\/content\//;

/** The examples that get a map, in file order. */
export function mapExamples(codeBlocks: Block[], openApiExamples: OpenApiExample[]): MapExample[] {
  const blocks = codeBlocks.flatMap((block): MapExample[] => {
    const content = blockMapContent(block);
    return content
      ? [
          {
            kind: 'block',
            file: block.file,
            line: block.line,
            where: place(block),
            ...figures(content, corridorLimitsOf(sectionOfFile(block.file), content.area)),
          },
        ]
      : [];
  });
  const examples = openApiExamples.flatMap((example): MapExample[] => {
    const operation = OPERATION_EXAMPLE.exec(example.pointer);
    const content = operation ? mapContent(example.value) : undefined;
    if (!operation || !content) return [];
    const path = operation[1]!.replaceAll('~1', '/').replaceAll('~0', '~');
    return [
      {
        kind: 'openapi',
        method: operation[2]!.toUpperCase(),
        path,
        pointer: example.pointer,
        where: `${place(example)} (${example.pointer})`,
        ...figures(content, corridorLimitsOf(undefined, content.area)),
      },
    ];
  });
  return [...blocks, ...examples];
}

/** Every example of the site (content under `root`, and its OpenAPI spec) that gets a map, in file order. */
export const mapInventory = (root = '.'): MapExample[] =>
  mapExamples(extractBlocks(root), extractOpenApiExamples(root).examples);

// Run directly (`node --import tsx <this file> [root]`), it prints the inventory as JSON for the
// browser tests: Playwright's loader cannot load the sample checks.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(mapInventory(process.argv[2] ?? '.'), null, 1)}\n`);
}
