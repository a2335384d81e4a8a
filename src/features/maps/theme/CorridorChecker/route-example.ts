/**
 * The route the checker offers: Tokyo Haneda to Anchorage, a great circle that crosses 180°
 * (the checker's browser test lays it out).
 */
export const EXAMPLE_ROUTE = {
  type: 'LineString',
  coordinates: [
    [139.78, 35.55],
    [-149.99, 61.17],
  ],
};
