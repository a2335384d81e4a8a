// The corridor operation's request and 200 response examples of the OpenAPI spec, as values the
// browser needs no YAML for; a test of the maps feature fails when they drift from the spec.
export const SPEC_REQUEST_EXAMPLE = {
  corridor: {
    type: 'Polygon',
    coordinates: [
      [
        [-75.4, 39.64],
        [-73.62, 40.57],
        [-73.62, 40.87],
        [-75.4, 39.94],
        [-75.4, 39.64],
      ],
    ],
  },
  hours: 2,
  aircraftCategory: 'C60',
  minAltitude: 30,
  maxAltitude: 41,
};

export const SPEC_RESPONSE_EXAMPLE = {
  data: {
    lastUpdatedAt: 1732704917,
    hexagons: [
      {id: '852a13c7fffffff', alt: 38, sev: 2, edr: 0.1121, observedAt: 1732702380},
      {id: '852a103bfffffff', alt: 36, sev: 0, observedAt: 1732700100},
    ],
  },
  meta: {},
  links: {},
  warnings: {},
};
